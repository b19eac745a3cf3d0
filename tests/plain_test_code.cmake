# Included by tests/tests.cmake: how a sanitizer build given ARENA_COUNTERPARTIES_FROM
# (scripts/test's) links tests_process and tests_arena from the plain build's compiled test code instead of
# compiling it again. That code is not instrumented in either build: the process tests check the
# programs they start, and both call the arena's library, linked instrumented from this build. So
# it is the same code: some 100 s of CPU the sanitizer build no longer spends (2026-12-02). Only
# the files that run the C++ SDK in-process (tests_sdk_in_process: the SDK is header-only, so it
# is checked where they compile it) are compiled again, instrumented. Like tests_programs, the
# code asks test_paths::sanitized() at run time, which CTest answers (ARENA_TEST_SANITIZED=1).

# The plain build: writes the list of the group's own objects beside its bin folder.
function(arena_export_test_objects group)
  # Its objects only, not its precompiled header.
  set(objects "$<FILTER:$<TARGET_OBJECTS:${group}>,INCLUDE,\\.o$>")
  file(GENERATE OUTPUT ${CMAKE_BINARY_DIR}/${group}_objects.txt
       CONTENT "$<JOIN:${objects},\n>\n")
endfunction()

# The sanitizer build: the group made of those objects (tests/tests.cmake links this build's
# libraries to it, as to a group it compiles).
function(arena_import_test_objects group)
  set(list_file ${ARENA_COUNTERPARTIES_FROM}/../${group}_objects.txt)
  if(NOT EXISTS ${list_file})
    message(FATAL_ERROR "ARENA_COUNTERPARTIES_FROM=${ARENA_COUNTERPARTIES_FROM}: "
                        "${list_file} does not exist; configure and build the plain build first")
  endif()
  file(STRINGS ${list_file} objects)
  # Read at configure time: a plain build whose objects change (another unity batching, a file
  # moved to another group) writes a new list, which configures this build again.
  set_property(DIRECTORY ${CMAKE_SOURCE_DIR} APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${list_file})
  # Made by the plain build, which this one does not drive: a missing one stops the link,
  # named, and a newer one relinks.
  set_source_files_properties(${objects} PROPERTIES EXTERNAL_OBJECT TRUE GENERATED TRUE)
  add_executable(${group} ${objects})
endfunction()

# A file of the plain build's test code that asks ARENA_SANITIZED is refused: in the sanitizer
# build that runs that code it would never be defined. The SDK's files are compiled in each build.
function(arena_refuse_compiled_switch)
  foreach(src ${ARGN})
    file(READ ${src} text)
    if(text MATCHES "ARENA_SANITIZED")
      get_filename_component(file ${src} NAME)
      message(FATAL_ERROR "tests/${file}: a test of tests_arena, tests_process or tests_programs "
                          "asks test_paths::sanitized(), not ARENA_SANITIZED (the sanitizer "
                          "build runs the plain build's code)")
    endif()
  endforeach()
endfunction()
