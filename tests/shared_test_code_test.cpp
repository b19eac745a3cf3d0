// The test code of tests_arena, tests_process and tests_programs is compiled once, by the
// sanitizer build, and the plain build links the same objects (tests/shared_test_code.cmake).
// So it must not see that build's compile-time switch (tests/tests.cmake undefines it there): a
// header asking it would give the plain pass the sanitized pass's code. The pass tells the code
// at run time instead (test_paths::sanitized()).
#include <doctest/doctest.h>

#include "support/compiled_switch.hpp"

TEST_CASE("the shared test code is compiled without the sanitizer build's switch") {
  CHECK(ARENA_TEST_SEES_COMPILED_SWITCH == 0);
}
