# Included by tests/tests.cmake: how the test code that is not instrumented in either build
# (tests_arena, tests_process but its SDK files, tests_programs) is compiled once, by scripts/test's
# sanitizer build, and linked by its plain build from those objects (-DARENA_TEST_CODE_FROM). The
# process tests check the programs they start and both call the arena's library, which each build
# links its own way (instrumented or not): the test code itself is the same. The sanitizer build
# compiles it because it is clang's: clang compiles this -O0 code in less CPU than GCC (a
# tests_programs batch 6.2 s against 11-12 s; the three groups' compile jobs 144 s against 199 s
# in fresh clones' ninja logs, 2026-12-02). The objects are clang's, the libraries they are
# linked with GCC's, with the same C++ library and ABI (libstdc++). Only the files that run the C++ SDK
# in-process (tests_sdk_in_process: the SDK is header-only, so it is checked where they compile it)
# are compiled in each build. The code asks test_paths::sanitized() at run time, which CTest
# answers (ARENA_TEST_SANITIZED=1), since the same code runs in both passes.
set(ARENA_TEST_CODE_FROM "" CACHE PATH
    "Plain build only: a sanitizer build's bin folder to link the arena's test code from")
set(ARENA_IMPORT_TEST_CODE OFF)
set(ARENA_TEST_CODE_GROUPS tests_arena tests_process tests_programs)
if(ARENA_TEST_CODE_FROM)
  if(ARENA_SANITIZE)
    message(FATAL_ERROR "ARENA_TEST_CODE_FROM=${ARENA_TEST_CODE_FROM}: only the plain build "
                        "links its test code from another build (the sanitizer build's)")
  endif()
  get_filename_component(ARENA_TEST_CODE_BUILD "${ARENA_TEST_CODE_FROM}/.." ABSOLUTE)
  set(from_cache ${ARENA_TEST_CODE_BUILD}/CMakeCache.txt)
  set(missing "")
  foreach(group ${ARENA_TEST_CODE_GROUPS})
    if(NOT EXISTS ${ARENA_TEST_CODE_BUILD}/${group}_objects.txt)
      list(APPEND missing ${group}_objects.txt)
    endif()
  endforeach()
  if(NOT EXISTS ${from_cache} OR missing)
    # Gone, or configured by an older tree (a sanitizer build removed after scripts/test made
    # this one): scripts/demo and the like still build here, with test code of this build's own.
    message(WARNING "ARENA_TEST_CODE_FROM=${ARENA_TEST_CODE_FROM}: no sanitizer build there with "
                    "its test code's object lists; this build compiles its own test code")
  else()
    # The code of this tree, compiled by a sanitizer build of it with the same build type (NDEBUG
    # or not): another checkout's would run here.
    load_cache(${ARENA_TEST_CODE_BUILD} READ_WITH_PREFIX from_ CMAKE_HOME_DIRECTORY ARENA_SANITIZE
               CMAKE_BUILD_TYPE)
    file(REAL_PATH "${from_CMAKE_HOME_DIRECTORY}" from_source)
    file(REAL_PATH ${CMAKE_SOURCE_DIR} this_source)
    if(NOT from_source STREQUAL this_source OR NOT from_ARENA_SANITIZE)
      message(FATAL_ERROR "ARENA_TEST_CODE_FROM=${ARENA_TEST_CODE_FROM}: not the bin folder of "
                          "a sanitizer build (-DARENA_SANITIZE=ON) of this source tree "
                          "(${CMAKE_SOURCE_DIR})")
    endif()
    if(NOT from_CMAKE_BUILD_TYPE STREQUAL CMAKE_BUILD_TYPE)
      message(WARNING "ARENA_TEST_CODE_FROM=${ARENA_TEST_CODE_FROM}: a ${from_CMAKE_BUILD_TYPE} "
                      "build, this one ${CMAKE_BUILD_TYPE}; this build compiles its own test "
                      "code")
    else()
      set(ARENA_IMPORT_TEST_CODE ON)
    endif()
  endif()
endif()

# The sanitizer build: writes the list of the group's own objects beside its bin folder.
function(arena_export_test_objects group)
  # Its objects only, not its precompiled header.
  set(objects "$<FILTER:$<TARGET_OBJECTS:${group}_code>,INCLUDE,\\.o$>")
  file(GENERATE OUTPUT ${CMAKE_BINARY_DIR}/${group}_objects.txt
       CONTENT "$<JOIN:${objects},\n>\n")
endfunction()

# The plain build: the group made of those objects (tests/tests.cmake links this build's
# libraries to it, as to a group it compiles). Its <group>_code target builds the sanitizer
# build's of that name first, so an edited test is compiled again there by `cmake --build` of
# this build too, as if this build compiled it.
function(arena_import_test_objects group)
  set(list_file ${ARENA_TEST_CODE_BUILD}/${group}_objects.txt)
  file(STRINGS ${list_file} objects)
  # Read at configure time: a sanitizer build whose objects change (another unity batching, a
  # file moved to another group) writes a new list, which configures this build again.
  set_property(DIRECTORY ${CMAKE_SOURCE_DIR} APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${list_file})
  add_custom_target(${group}_code
    COMMAND ${CMAKE_COMMAND} --build ${ARENA_TEST_CODE_BUILD} --target ${group}_code
    BYPRODUCTS ${objects}
    COMMENT "Compiling ${group}'s code in ${ARENA_TEST_CODE_BUILD}" VERBATIM)
  set_source_files_properties(${objects} PROPERTIES EXTERNAL_OBJECT TRUE GENERATED TRUE)
  add_executable(${group} ${objects})
  add_dependencies(${group} ${group}_code)
endfunction()

# A file of the shared test code that asks ARENA_SANITIZED is refused: the plain build that runs
# that code too would see it defined. The SDK's files are compiled in each build.
function(arena_refuse_compiled_switch)
  foreach(src ${ARGN})
    file(READ ${src} text)
    if(text MATCHES "ARENA_SANITIZED")
      get_filename_component(file ${src} NAME)
      message(FATAL_ERROR "tests/${file}: a test of tests_arena, tests_process or tests_programs "
                          "asks test_paths::sanitized(), not ARENA_SANITIZED (one build's "
                          "compiled code runs in both)")
    endif()
  endforeach()
endfunction()
