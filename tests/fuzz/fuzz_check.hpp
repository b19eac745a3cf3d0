#pragma once
// The fuzz targets' way to fail: an invariant that does not hold prints what and aborts, which
// libFuzzer (scripts/fuzz) and the replay driver (fuzz_replay_main.cpp) both report as a finding
// with the input that caused it.
#include <cstdio>
#include <cstdlib>

#define FUZZ_CHECK(condition)                                                          \
  do {                                                                                 \
    if (!(condition)) {                                                                \
      std::fprintf(stderr, "fuzz invariant broken at %s:%d: %s\n", __FILE__, __LINE__, \
                   #condition);                                                        \
      std::abort();                                                                    \
    }                                                                                  \
  } while (0)
