# Included by tests/tests.cmake: how a sanitizer build given ARENA_COUNTERPARTIES_FROM (scripts/test's)
# links tests_process from the plain build's compiled test code instead of compiling it again.
# That code is not instrumented in either build (the process tests check the programs they start,
# and the arena's library they call is linked instrumented), so it is the same code: 60 s of CPU
# that the sanitizer build no longer spends (2026-12-02). Only the files that run the C++ SDK
# in-process (tests_sdk_in_process) are compiled again, instrumented, and the libraries are this
# build's. Like tests_programs, the code asks test_paths::sanitized() at run time, which CTest
# answers (ARENA_TEST_SANITIZED=1): a compiled-in ARENA_SANITIZED would not reach it.

# The plain build: writes the list of tests_process's own objects beside its bin folder.
function(arena_export_process_tests)
  # Its objects only, not its precompiled header.
  set(objects "$<FILTER:$<TARGET_OBJECTS:tests_process>,INCLUDE,\\.o$>")
  file(GENERATE OUTPUT ${CMAKE_BINARY_DIR}/tests_process_objects.txt
       CONTENT "$<JOIN:${objects},\n>\n")
endfunction()

# The sanitizer build: tests_process linked from those objects, its SDK files and its libraries.
function(arena_import_process_tests)
  set(list_file ${ARENA_COUNTERPARTIES_FROM}/../tests_process_objects.txt)
  if(NOT EXISTS ${list_file})
    message(FATAL_ERROR "ARENA_COUNTERPARTIES_FROM=${ARENA_COUNTERPARTIES_FROM}: "
                        "${list_file} does not exist; configure and build the plain build first")
  endif()
  file(STRINGS ${list_file} objects)
  # Made by the plain build, which this one does not drive: a missing one stops the link,
  # named, and a newer one relinks.
  set_source_files_properties(${objects} PROPERTIES EXTERNAL_OBJECT TRUE GENERATED TRUE)
  add_executable(tests_process ${objects})
  target_link_libraries(tests_process PRIVATE doctest_main arena_core arena_report)
endfunction()

# A process test file that asks ARENA_SANITIZED is refused: in the sanitizer build that compiles
# none of them it would never be defined. The SDK's files are compiled in each build.
function(arena_refuse_compiled_switch)
  foreach(src ${ARGN})
    file(READ ${src} text)
    if(text MATCHES "ARENA_SANITIZED")
      get_filename_component(file ${src} NAME)
      message(FATAL_ERROR "tests/${file}: a test of tests_process or tests_programs asks "
                          "test_paths::sanitized(), not ARENA_SANITIZED (the sanitizer build "
                          "runs the plain build's code)")
    endif()
  endforeach()
endfunction()
