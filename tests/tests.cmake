# Included by CMakeLists.txt (after the bots, bots/bots.cmake): the tests, the test bots and how
# CTest runs them.
# Every tests/*_test.cpp is found by the glob below and goes into one of four doctest
# executables, along the layers, so an edit rebuilds and relinks only the tests that depend on it:
#   tests_engine   the rules alone: links engine and doctest, depends on no bot (ENGINE_TESTS).
#   tests_arena    arena_core in-process (protocol, config, results, PHH); runs no program
#                  (ARENA_TESTS).
#   tests_process  starts the arena's programs or bots and also calls the arena's library or the
#                  C++ SDK in-process: the process layer, the readers and writers, the SDK's
#                  readers (PROCESS_TESTS).
#   tests_programs every other file: drives the programs alone (build/bin/arena, the sample bots,
#                  the test bots) and reads what they write; links nothing of the arena. A new
#                  file lands here until it is listed in one of the lists below (a listed file
#                  that is gone is an error); one that calls the arena's compiled code fails to
#                  link here.
#   A plain build given ARENA_TEST_CODE_FROM (scripts/test's) links tests_arena, tests_process
#                  and tests_programs from the sanitizer build's objects, which are not
#                  instrumented there (tests/shared_test_code.cmake).
# Each file stays its own CTest test of the same name (its executable run with
# --source-file=<file>, one process per file as before), so ctest -j balances them; a test whose
# filter runs no test case fails.
set(ENGINE_TESTS all_in_equity all_in_equity_exact push_fold_solver multi_table deal draw_stub stud
                 game_mix short_deck blognomic evaluator evaluator_tables faulted_ranking game
                 low_evaluator omaha_evaluator hand_advance hand_draw hand_draw_property
                 hand_betting hand_muck hand_property hand_protection hand_rules hand_showdown
                 rules_coverage include_layers sit_and_go sit_and_go_end turn_policy
                 tournament_field)
set(ARENA_TESTS config config_flags hand_record_text hilo player_stats phh_draw_replay phh_showdown
                phh_stud_replay league_config league_draw league_rating league_sprt league_tally
                league_quarantine match_config protocol protocol_fast_lines schedule setting_rows
                standings_table win_rate logged_hand reference_bot_rules)
set(PROCESS_TESTS arena_anywhere bot_process bot_seat concurrent_runs hand_logs hand_viewer_browser
                  league_crosstable league omaha_arena open_file_limit phh_export phh_replay
                  pokerstars_export progress_line protocol_answers protocol_doc protocol_hand_start
                  protocol_trace reference_bot_check sdk_advance sdk_cpp sdk_draw_advance sdk_draw
                  sdk_flat_reader
                  sdk_eval_python sdk_eval sdk_python setting_flags spawn_lock table_cpu verify
                  viewer_hand)

enable_testing()
add_library(doctest_main STATIC ${CMAKE_SOURCE_DIR}/tests/support/doctest_main.cpp)
target_link_libraries(doctest_main PUBLIC doctest::doctest)
if(ARENA_SANITIZE)
  # doctest's own runner, not the arena's code: uninstrumented it compiles in 3 s, not 10 s.
  target_compile_options(doctest_main PRIVATE -fno-sanitize=all)
endif()
target_compile_definitions(doctest_main PUBLIC ARENA_SOURCE_DIR="${CMAKE_SOURCE_DIR}")

# The test bots (tests/bots/*.cpp: misbehaving bots for the arena's failure tests, odd children
# for the process layer) are one program, bin/testbot, compiled and linked once instead of once
# per bot (bots/multicall/): each file defines testbot::<name>(argc, argv), and
# bin/testbot_<name> is a hard link to the program, which runs the bot its name picks. The tests
# start bin/testbot_<name> as if it were a program of its own (a hard link, not a symbolic one,
# so that resolving the path, as std::filesystem::relative does, keeps the name); a new file
# needs no registration.
file(GLOB TEST_BOT_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/bots/*.cpp)
set(TEST_BOT_NAMES "")
set(TEST_BOT_FUNCTIONS "")
foreach(src ${TEST_BOT_SOURCES})
  get_filename_component(name ${src} NAME_WE)
  list(APPEND TEST_BOT_NAMES ${name})
  list(APPEND TEST_BOT_FUNCTIONS testbot::${name})
endforeach()
if(ARENA_IMPORT_COUNTERPARTIES)  # ready-made from a plain build (bots/bots.cmake)
  list(TRANSFORM TEST_BOT_NAMES PREPEND testbot_ OUTPUT_VARIABLE test_bot_links)
  arena_import_counterparty(testbot ${test_bot_links})
else()
  add_executable(testbot ${TEST_BOT_SOURCES})
  target_include_directories(testbot PRIVATE ${CMAKE_SOURCE_DIR}/sdk/cpp)
  target_link_libraries(testbot PRIVATE nlohmann_json::nlohmann_json)
  arena_precompile_reuse(testbot bot_pch)
  arena_counterparty(testbot)
  arena_multicall(testbot PREFIX testbot_ BOTS ${TEST_BOT_NAMES} FUNCTIONS ${TEST_BOT_FUNCTIONS})
  arena_unity(testbot 0)  # all in one file: the bots share the SDK's and nlohmann/json's code
  add_dependencies(counterparties testbot)  # bots/bots.cmake
endif()

# The tests start Python bots as a user does, `python3 bots/x.py` found in PATH. Where that
# python3 is a pyenv shim (a bash script running `pyenv exec`, as on the project's machines), each
# start spent some 0.5 s of CPU in bash before Python's own 0.1 s: a tenth of the plain tests'
# CPU. The tests' PATH begins with a folder holding a link to the interpreter the shim runs,
# found in PATH at configure time. Not for a virtual environment's python3, which finds its
# environment only by its own path. The link is only replaced when it changes: a test
# (demo_build_test) configures the build again while others start Python bots.
find_program(ARENA_PYTHON3 python3 NO_CACHE NO_PACKAGE_ROOT_PATH NO_CMAKE_PATH
             NO_CMAKE_ENVIRONMENT_PATH NO_CMAKE_SYSTEM_PATH)
set(TEST_PATH_DIR ${CMAKE_BINARY_DIR}/test_path)
set(python3_itself "")
if(ARENA_PYTHON3)
  # The real path: configured again by a test, python3 is found in this very folder first.
  set(probe "import os, sys
print(os.path.realpath(sys.executable) if sys.prefix == sys.base_prefix else '')")
  execute_process(COMMAND ${ARENA_PYTHON3} -c "${probe}" OUTPUT_VARIABLE python3_itself
                  OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE python3_failed ERROR_QUIET)
  if(python3_failed OR NOT IS_ABSOLUTE "${python3_itself}" OR NOT EXISTS "${python3_itself}")
    set(python3_itself "")
  endif()
endif()
set(python3_link "")
if(IS_SYMLINK ${TEST_PATH_DIR}/python3)
  file(READ_SYMLINK ${TEST_PATH_DIR}/python3 python3_link)
endif()
if(NOT python3_link STREQUAL python3_itself)
  file(REMOVE_RECURSE ${TEST_PATH_DIR})
  if(python3_itself)
    file(MAKE_DIRECTORY ${TEST_PATH_DIR})
    file(CREATE_LINK ${python3_itself} ${TEST_PATH_DIR}/python3 SYMBOLIC)
  endif()
endif()

include(${CMAKE_SOURCE_DIR}/tests/shared_test_code.cmake)
file(GLOB TEST_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/*_test.cpp)
# The files that run the C++ SDK's readers in-process are an object library of their own in
# tests_process (below): under the sanitizers the SDK, header-only, is checked there (the bots
# that use it are not instrumented), while the rest of tests_process, and tests_arena, are not
# instrumented and, in scripts/test's plain build, are the sanitizer build's
# (tests/shared_test_code.cmake).
set(SDK_IN_PROCESS_TESTS ${CMAKE_SOURCE_DIR}/tests/sdk_cpp_test.cpp
                         ${CMAKE_SOURCE_DIR}/tests/sdk_advance_test.cpp
                         ${CMAKE_SOURCE_DIR}/tests/sdk_draw_advance_test.cpp
                         ${CMAKE_SOURCE_DIR}/tests/sdk_draw_test.cpp
                         ${CMAKE_SOURCE_DIR}/tests/sdk_flat_reader_test.cpp)
# Tests of a report page's script in Chromium: not tests of the sanitizer build, whose pass opens
# no report page in it (tests/support/chromium_page.hpp, renders_pages()): the script runs alike
# in both passes, and the arena runs that write the pages are played there by the other tests.
set(BROWSER_ONLY_TESTS hand_viewer_browser)
# Configures its own build again, which CMake does alike in both builds: in the sanitizer build's
# pass that would rewrite that build's files while scripts/test's plain build, beside the pass,
# asks it for its test code (tests/shared_test_code.cmake).
set(PLAIN_ONLY_TESTS demo_build)
set(tests_engine_SOURCES "")
set(tests_arena_SOURCES "")
set(tests_process_SOURCES "")
set(tests_programs_SOURCES "")
foreach(name ${ENGINE_TESTS} ${ARENA_TESTS} ${PROCESS_TESTS})
  if(NOT EXISTS ${CMAKE_SOURCE_DIR}/tests/${name}_test.cpp)
    message(FATAL_ERROR "tests/${name}_test.cpp is listed in tests/tests.cmake but does not exist")
  endif()
endforeach()
foreach(src ${TEST_SOURCES})
  get_filename_component(file ${src} NAME)
  string(REGEX REPLACE "_test\\.cpp$" "" name ${file})
  if(name IN_LIST ENGINE_TESTS)
    set(group tests_engine)
  elseif(name IN_LIST ARENA_TESTS)
    set(group tests_arena)
  elseif(name IN_LIST PROCESS_TESTS)
    set(group tests_process)
  else()
    set(group tests_programs)
  endif()
  list(APPEND ${group}_SOURCES ${src})
  # Tells the tests that the arena is instrumented (test_paths::sanitized(): the heaviest cases
  # play less), in a run time switch, since one build's test code runs in both.
  set(test_env "")
  if(ARENA_SANITIZE)
    set(test_env ARENA_TEST_SANITIZED=1)
  endif()
  if(ARENA_SANITIZE AND (name IN_LIST BROWSER_ONLY_TESTS OR name IN_LIST PLAIN_ONLY_TESTS))
    continue()
  endif()
  add_test(NAME ${name}_test COMMAND ${group} --source-file=*/tests/${file}
           WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  set_tests_properties(${name}_test PROPERTIES FAIL_REGULAR_EXPRESSION "test cases: +0 \\|"
                       ENVIRONMENT "${test_env}"
                       ENVIRONMENT_MODIFICATION "PATH=path_list_prepend:${TEST_PATH_DIR}")
endforeach()
# The longest tests start first (CTest runs the costliest first), so that none of them is left
# running alone at the end; most of all under the sanitizers, where a started program is slow.
foreach(name multi_table_arena setting_flags league verify verify_exports arena_misbehaving_bots
             sandbox phh_export pokerstars_export concurrent_runs show check_command table_rules
             league_slurm league_shard stud_arena draw_game_arena omaha_arena mixed_game_arena
             reference_bot_check viewer_hand sdk_cpp live_page multi_table_startup sdk_eval_python
             hand_viewer_browser)
  if(TEST ${name}_test)
    set_tests_properties(${name}_test PROPERTIES COST 100)
  endif()
endforeach()

# They start the arena, the sample bots and the test bots as real processes.
set(PROCESS_TEST_DEPS arena testbot sdk_eval_answers)
if(TARGET arena_eval_native)
  list(APPEND PROCESS_TEST_DEPS arena_eval_native)
endif()
list(APPEND PROCESS_TEST_DEPS ${BOT_NAMES})
list(REMOVE_ITEM tests_process_SOURCES ${SDK_IN_PROCESS_TESTS})
arena_refuse_compiled_switch(${tests_arena_SOURCES} ${tests_process_SOURCES}
                             ${tests_programs_SOURCES})
add_library(tests_sdk_in_process OBJECT ${SDK_IN_PROCESS_TESTS})
target_link_libraries(tests_sdk_in_process PRIVATE doctest_main arena_core arena_report
                                                   arena_sdk_eval)
target_include_directories(tests_sdk_in_process PRIVATE ${CMAKE_SOURCE_DIR}/sdk/cpp)
target_compile_options(tests_sdk_in_process PRIVATE -O0)  # as the other tests of the arena
arena_unity(tests_sdk_in_process 16)
arena_sanitized_at_o0(tests_sdk_in_process)
if(ARENA_IMPORT_TEST_CODE)
  foreach(group ${ARENA_TEST_CODE_GROUPS})
    if(${group}_SOURCES)
      arena_import_test_objects(${group})  # tests/shared_test_code.cmake
      set(${group}_SOURCES "")
    endif()
  endforeach()
endif()
# What each group's code and program link (SQLiteCpp: the league tests read a league's database
# as a user's tool would).
set(tests_programs_LIBS doctest_main nlohmann_json::nlohmann_json SQLiteCpp)
set(tests_arena_LIBS doctest_main arena_core arena_report)
set(tests_process_LIBS doctest_main arena_core arena_report)
# The code of tests_arena, tests_process and tests_programs is an object library of its own,
# <group>_code, linked into the group's program: the plain build given ARENA_TEST_CODE_FROM
# links the sanitizer build's instead (tests/shared_test_code.cmake).
foreach(group tests_engine tests_arena tests_process tests_programs)
  if(NOT ${group}_SOURCES)
    continue()
  endif()
  if(group STREQUAL "tests_engine")
    set(code ${group})
    add_executable(${group} ${${group}_SOURCES})
  else()
    set(code ${group}_code)
    add_library(${code} OBJECT ${${group}_SOURCES})
    add_executable(${group})
    target_link_libraries(${group} PRIVATE ${code})
  endif()
  # Not one batch each, though that compiles doctest's and nlohmann/json's code once (tests_arena
  # 31 -> 25 s of CPU, tests_process 36 -> 31 s): Ninja starts these last, and one batch of 30 s
  # or more then ends the build alone (2026-12-02: the build 15 s longer).
  arena_unity(${code} 16)
  if(NOT group STREQUAL "tests_engine")
    # The arena's tests spend their time in the arena, the bots and their pipes, all compiled as
    # usual, not in the test code: at -O0 it compiles in about half the time (under the
    # sanitizers, 40 s -> 18 s for one batch). The engine's tests run its inline code in long
    # loops and keep the build's optimisation.
    target_compile_options(${code} PRIVATE -O0)
  endif()
  # Every group at -O0 under the sanitizers, the engine's tests too: they compile in 27 s of CPU
  # instead of 73 s and run in 28 s instead of 20 s (2026-12-02). The engine library itself stays
  # at -O1 with every check; the copies of its inline code that the tests compile, and may link
  # in its place, drop the four checks arena_sanitized_at_o0 names.
  arena_sanitized_at_o0(${code})
  if(group STREQUAL "tests_engine")
    # evaluator_tables_build: evaluator_tables_test checks the generated tables against it.
    target_link_libraries(${group} PRIVATE doctest_main engine evaluator_tables_build
                                           push_fold_solver)
    arena_precompile(${group} <doctest/doctest.h> <string> <vector>)
  elseif(group STREQUAL "tests_programs")
    target_include_directories(${code} PRIVATE ${CMAKE_SOURCE_DIR})  # a bot's header-only chart
    target_link_libraries(${code} PRIVATE ${${group}_LIBS})
    arena_precompile(${code} <doctest/doctest.h> <nlohmann/json.hpp> <string> <vector>)
  else()
    target_include_directories(${code} PRIVATE ${CMAKE_SOURCE_DIR}/sdk/cpp)
    target_link_libraries(${code} PRIVATE ${${group}_LIBS})
    # A header of its own each: reusing tests_arena's would hold tests_process back until
    # tests_arena is linked (REUSE_FROM makes a target dependency).
    arena_precompile(${code} <doctest/doctest.h> <nlohmann/json.hpp> <string> <vector>)
  endif()
  if(ARENA_SANITIZE AND NOT group STREQUAL "tests_engine")
    # The arena's tests check the arena they start or call, whose code is instrumented (the bots
    # are not); their own code (doctest's checks, building what they compare, parsing what the
    # programs wrote) is not: tests_process compiles in 70 s of CPU instead of 177 s (GCC). The
    # libraries they link stay instrumented, and those programs are linked with the sanitizers'
    # runtime. The plain build given ARENA_TEST_CODE_FROM links these objects, so they are
    # compiled without the sanitizer build's ARENA_SANITIZED (a header asking it would otherwise
    # give the plain pass the sanitized one's code).
    target_compile_options(${code} PRIVATE -fno-sanitize=all -UARENA_SANITIZED)
    arena_export_test_objects(${group})  # tests/shared_test_code.cmake
  endif()
endforeach()
# Compiled here or linked from the sanitizer build's objects (above), the same libraries.
if(TARGET tests_process)
  # arena_sdk_eval: tests/sdk_eval_test.cpp.
  target_link_libraries(tests_process PRIVATE arena_sdk_eval tests_sdk_in_process)
endif()
foreach(group ${ARENA_TEST_CODE_GROUPS})
  if(TARGET ${group})
    target_link_libraries(${group} PRIVATE ${${group}_LIBS})
  endif()
endforeach()
if(TARGET tests_programs AND ARENA_SANITIZE)
  # It links nothing instrumented: without the runtime each of its test processes starts as a
  # plain program does.
  target_link_options(tests_programs PRIVATE -fno-sanitize=all)
endif()
# The programs the process tests start are built with everything else; `process_tests` builds
# those tests and their programs alone. (Not a dependency of tests_process itself: its files
# would then wait to compile until every program is linked.)
add_custom_target(process_tests)
add_dependencies(process_tests tests_process tests_programs ${PROCESS_TEST_DEPS})
