# Included by CMakeLists.txt: the fuzz targets (tests/fuzz/*_fuzz.cpp), every parser of untrusted
# input.
# Each defines LLVMFuzzerTestOneInput and checks invariants, not only crashes. Built with
# -DARENA_FUZZ=ON by clang (scripts/fuzz), they are libFuzzer programs guided by coverage;
# otherwise each is linked with a replay driver (tests/fuzz/fuzz_replay_main.cpp) and CTest runs
# its corpus and a few thousand mutations: in the test suite, under the sanitizers.
# -DARENA_FUZZ_REPLAY=OFF leaves the replay tests out: scripts/test builds and runs them in its
# sanitizer pass only, which replays the very same inputs (the mutations come from a fixed seed)
# with every check of the plain pass and the sanitizers' besides (about 20 s of compiling saved).
option(ARENA_FUZZ_REPLAY "Build the fuzz targets' replay tests (without ARENA_FUZZ)" ON)
file(GLOB FUZZ_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/fuzz/*_fuzz.cpp)
if(NOT ARENA_FUZZ AND NOT ARENA_FUZZ_REPLAY)
  set(FUZZ_SOURCES "")
endif()
set(FUZZ_TARGETS "")
set(FUZZ_CORPUS_bot_answer_fuzz ${CMAKE_SOURCE_DIR}/tests/fuzz/corpus/bot_answer)
set(FUZZ_CORPUS_discard_answer_fuzz ${CMAKE_SOURCE_DIR}/tests/fuzz/corpus/discard_answer)
set(FUZZ_CORPUS_settings_fuzz ${CMAKE_SOURCE_DIR}/tests/fuzz/corpus/settings)
set(FUZZ_CORPUS_schedule_fuzz ${CMAKE_SOURCE_DIR}/tests/fuzz/corpus/schedule
                              ${CMAKE_SOURCE_DIR}/schedules)
set(FUZZ_CORPUS_phh_fuzz ${CMAKE_SOURCE_DIR}/tests/data/phh)
# The replay driver compiled once for every target (it was once per target: 3-4 s of CPU each
# under the sanitizers).
if(FUZZ_SOURCES AND NOT ARENA_FUZZ)
  add_library(fuzz_replay_main OBJECT ${CMAKE_SOURCE_DIR}/tests/fuzz/fuzz_replay_main.cpp)
endif()
foreach(src ${FUZZ_SOURCES})
  get_filename_component(name ${src} NAME_WE)
  if(ARENA_FUZZ)
    add_executable(${name} ${src})
    target_link_options(${name} PRIVATE -fsanitize=fuzzer)
  else()
    add_executable(${name} ${src} $<TARGET_OBJECTS:fuzz_replay_main>)
    add_test(NAME ${name}_test COMMAND ${name} --mutations 30000 ${FUZZ_CORPUS_${name}}
             WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
    # Started early, beside the long process tests, not left running alone at the end.
    set_tests_properties(${name}_test PROPERTIES COST 50)
  endif()
  target_link_libraries(${name} PRIVATE arena_core)
  list(APPEND FUZZ_TARGETS ${name})
endforeach()
add_custom_target(fuzz_targets)
if(FUZZ_TARGETS)
  add_dependencies(fuzz_targets ${FUZZ_TARGETS})
endif()
