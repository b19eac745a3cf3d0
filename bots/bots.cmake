# Included by CMakeLists.txt (after the SDKs' evaluator): the sample bots (C++ SDK: the headers
# under sdk/cpp, and arena_sdk_eval), the push/fold bot's solver, and how every counterparty
# program (these bots, and the test bots of tests/tests.cmake) is built or taken from another build.

# In the sanitizer build the bots and the test bots are compiled without the sanitizers'
# instrumentation (their own code; the engine they link stays instrumented, so they keep the
# runtime): they are the arena's counterparties, and any program may be a bot; what the sanitizers
# check is the arena, and the C++ SDK the bots use runs instrumented in-process in sdk_cpp_test.
# Instrumented, each bot took 15-18 s of CPU to compile against 5 s, and started slower.
function(arena_counterparty target)
  if(ARENA_SANITIZE)
    target_compile_options(${target} PRIVATE -fno-sanitize=all)
  endif()
endfunction()

# Since they are not instrumented there, the sanitizer build can take them ready-made from a
# plain build's bin folder instead of compiling them again: scripts/test passes
# -DARENA_COUNTERPARTIES_FROM=<plain build>/bin, which saves the sanitizer build some 80-90 s
# of compiling (the sample bots, bin/testbot and their precompiled header). They are taken when
# the sanitizer build is built (scripts/test builds the plain build's `counterparties` first),
# and that build is configured before the plain one, which links the test code from it
# (tests/shared_test_code.cmake). The bots are the same either way but for the engine they link,
# uninstrumented then (the SDK's evaluator and the engine are still checked in-process by the
# sanitized tests). Empty: every build compiles its own.
set(ARENA_COUNTERPARTIES_FROM "" CACHE PATH
    "Sanitizer build only: a plain build's bin folder to take the bots and test bots from")
if(ARENA_COUNTERPARTIES_FROM AND NOT ARENA_SANITIZE)
  message(FATAL_ERROR "ARENA_COUNTERPARTIES_FROM=${ARENA_COUNTERPARTIES_FROM}: only the "
                      "sanitizer build (-DARENA_SANITIZE=ON) takes its bots from another build")
endif()
set(ARENA_IMPORT_COUNTERPARTIES OFF)
if(ARENA_SANITIZE AND ARENA_COUNTERPARTIES_FROM)
  set(ARENA_IMPORT_COUNTERPARTIES ON)
  # The bots of this tree: a plain build of another checkout would run its own. Checked once that
  # build is configured (scripts/test configures it second); before, the copy names what is
  # missing (bots/import_counterparty.cmake).
  get_filename_component(from_build "${ARENA_COUNTERPARTIES_FROM}/.." ABSOLUTE)
  if(EXISTS ${from_build}/CMakeCache.txt)
    load_cache(${from_build} READ_WITH_PREFIX from_ CMAKE_HOME_DIRECTORY)
    file(REAL_PATH "${from_CMAKE_HOME_DIRECTORY}" from_source)
    file(REAL_PATH ${CMAKE_SOURCE_DIR} this_source)
    if(NOT from_source STREQUAL this_source)
      message(FATAL_ERROR "ARENA_COUNTERPARTIES_FROM=${ARENA_COUNTERPARTIES_FROM}: not the bin "
                          "folder of a plain build of this source tree (${CMAKE_SOURCE_DIR})")
    endif()
  endif()
endif()
# Copies bin/<program> from ARENA_COUNTERPARTIES_FROM whenever it differs, as the target of the
# same name, and makes the hard links named after it (the test bots' bin/testbot_<name>).
function(arena_import_counterparty program)
  string(REPLACE ";" "," links "${ARGN}")
  add_custom_target(${program} ALL
    COMMAND ${CMAKE_COMMAND} -DFROM=${ARENA_COUNTERPARTIES_FROM}
            -DTO=${CMAKE_RUNTIME_OUTPUT_DIRECTORY} -DPROGRAM=${program} -DLINKS=${links}
            -P ${CMAKE_SOURCE_DIR}/bots/import_counterparty.cmake
    COMMENT "Taking ${program} from ${ARENA_COUNTERPARTIES_FROM}" VERBATIM)
endfunction()

# One precompiled nlohmann/json for all the bots and test bots (same flags), made by a tiny target.
# file(CONFIGURE) writes it only when its text changes: file(WRITE) touched it at every configure,
# which rebuilt the header and every bot each time (scripts/demo configures on every start).
if(NOT ARENA_IMPORT_COUNTERPARTIES)
  file(CONFIGURE OUTPUT ${CMAKE_BINARY_DIR}/bot_pch.cpp
       CONTENT "// owns the bots' precompiled header\n")
  add_library(bot_pch STATIC ${CMAKE_BINARY_DIR}/bot_pch.cpp)
  target_include_directories(bot_pch PRIVATE ${CMAKE_SOURCE_DIR}/sdk/cpp)
  target_link_libraries(bot_pch PRIVATE nlohmann_json::nlohmann_json)
  arena_precompile(bot_pch <nlohmann/json.hpp> <string> <vector>)
  arena_counterparty(bot_pch)
endif()

file(GLOB BOT_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/bots/*.cpp)
# The sample bots shipped here are one program, bin/sample_bots, and bin/<bot> a hard link to it
# for each (bots/multicall/): each bot spent some 7 s of CPU compiling the SDK's and
# nlohmann/json's code, which one program compiles once (the sample bots 97 -> 17 s of CPU,
# 2026-12-02). Each source is still a program of its own, as a user compiles one; bots/README.md
# says what a bot listed here must keep to. Any other bots/*.cpp (a user's own bot dropped in)
# is a program of its own, as is each one with -DARENA_UNITY=OFF (scripts/check-includes, which
# checks that each still compiles alone).
set(SAMPLE_BOTS acpc_adapter botpoker_adapter caller example_equity hand_strength human
                monte_carlo push_fold raiser random_bot reference)
if(NOT ARENA_UNITY)
  set(SAMPLE_BOTS "")
endif()
set(BOT_NAMES "")  # every bot's name: a target of its own either way
set(sample_bot_sources "")
set(own_program_sources "")
foreach(src ${BOT_SOURCES})
  get_filename_component(name ${src} NAME_WE)
  list(APPEND BOT_NAMES ${name})
  if(name IN_LIST SAMPLE_BOTS)
    list(APPEND sample_bot_sources ${src})
  else()
    list(APPEND own_program_sources ${src})
  endif()
endforeach()
# What every bot program is built with: the SDK, the engine's evaluators, nlohmann/json and the
# bots' precompiled header; uninstrumented under the sanitizers.
function(arena_bot_program target)
  target_include_directories(${target} PRIVATE ${CMAKE_SOURCE_DIR}/sdk/cpp)
  target_link_libraries(${target} PRIVATE engine arena_sdk_eval nlohmann_json::nlohmann_json)
  arena_precompile_reuse(${target} bot_pch)
  arena_counterparty(${target})
endfunction()
include(${CMAKE_SOURCE_DIR}/bots/multicall/multicall.cmake)
if(ARENA_IMPORT_COUNTERPARTIES)
  arena_sample_bots(IMPORT ${sample_bot_sources})
  foreach(src ${own_program_sources})
    get_filename_component(name ${src} NAME_WE)
    arena_import_counterparty(${name})
  endforeach()
else()
  arena_sample_bots(${sample_bot_sources})
  foreach(src ${own_program_sources})
    get_filename_component(name ${src} NAME_WE)
    add_executable(${name} ${src})
    arena_bot_program(${name})
  endforeach()
endif()
# The example bots of the SDKs' evaluator come together: building the C++ one (as scripts/demo
# does) builds the Python one's native module too.
if(TARGET arena_eval_native)
  add_dependencies(example_equity arena_eval_native)
endif()
# What the sanitizer build takes from this one (ARENA_COUNTERPARTIES_FROM), and the Python
# bots' native module, which both passes load from build/lib: scripts/test builds these first.
if(NOT ARENA_IMPORT_COUNTERPARTIES)
  add_custom_target(counterparties)
  add_dependencies(counterparties ${BOT_NAMES})
  if(TARGET arena_eval_native)
    add_dependencies(counterparties arena_eval_native)
  endif()
endif()

# The push/fold bot's charts (bots/push_fold/): the class-against-class equities and the
# equilibrium solver, a library for push_fold_solve (which writes bots/push_fold/ranges.hpp,
# compiled into the bot) and for the tests.
add_library(push_fold_solver STATIC ${CMAKE_SOURCE_DIR}/bots/push_fold/class_equity.cpp
                                    ${CMAKE_SOURCE_DIR}/bots/push_fold/solver.cpp)
target_link_libraries(push_fold_solver PUBLIC engine)
add_executable(push_fold_solve ${CMAKE_SOURCE_DIR}/bots/push_fold/solve_main.cpp)
target_link_libraries(push_fold_solve PRIVATE push_fold_solver)
