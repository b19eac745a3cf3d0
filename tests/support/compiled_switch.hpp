#pragma once
// Whether the file including this was compiled with the sanitizer build's ARENA_SANITIZED. A
// macro, not an inline function: tests_process links objects compiled with it (the SDK's
// in-process tests) beside objects compiled without it, and an inline function defined two ways
// in one program would break the one-definition rule.
#ifdef ARENA_SANITIZED
#define ARENA_TEST_SEES_COMPILED_SWITCH 1
#else
#define ARENA_TEST_SEES_COMPILED_SWITCH 0
#endif
