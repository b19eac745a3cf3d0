# Included by the top CMakeLists.txt (after the engine's targets).
# --- the SDKs' evaluator: the engine's evaluators and equity for bots (sdk/cpp/arena_eval.hpp) --
# A bot's CMake links arena_sdk_eval alone (it brings the engine and the include paths); every
# bots/*.cpp links it (a static library: a bot that does not use it gets none of its code).
add_library(arena_sdk_eval STATIC ${CMAKE_SOURCE_DIR}/sdk/cpp/arena_eval.cpp
                                  ${CMAKE_SOURCE_DIR}/sdk/cpp/arena_eval_equity.cpp)
target_include_directories(arena_sdk_eval PUBLIC ${CMAKE_SOURCE_DIR}/sdk/cpp)
target_link_libraries(arena_sdk_eval PUBLIC engine)
# Dumps ranks and equities for tests/sdk_eval_python_test.cpp to compare with Python's.
add_executable(sdk_eval_answers ${CMAKE_SOURCE_DIR}/tests/support/sdk_eval_answers.cpp)
target_link_libraries(sdk_eval_answers PRIVATE arena_sdk_eval)
# The Python SDK's native module (sdk/python/arena_bot/arena_eval.py finds it in build/lib): the
# same sources, compiled position-independent for a shared object (the engine's library is
# not), from the evaluator's files of the engine only. Python is found by FindPython (pybind11's
# older search tried a python3.6 shim of pyenv's and failed).
find_package(Python3 QUIET COMPONENTS Interpreter Development.Module)
if(Python3_FOUND)
  set(PYBIND11_FINDPYTHON ON)
  find_package(pybind11 CONFIG QUIET)
endif()
# Not in the sanitizers' build: a module Python loads runs without their runtime anyway, and the
# plain build's tests compare it with the C++ library (the sanitized pass tests the fallback).
if(pybind11_FOUND AND NOT ARENA_SANITIZE)
  set(SDK_EVAL_ENGINE_SOURCES card evaluator low_evaluator omaha_evaluator hilo_evaluator
                              ace_to_five_low short_deck ranking game)
  list(TRANSFORM SDK_EVAL_ENGINE_SOURCES PREPEND ${CMAKE_SOURCE_DIR}/engine/)
  list(TRANSFORM SDK_EVAL_ENGINE_SOURCES APPEND .cpp)
  pybind11_add_module(arena_eval_native MODULE NO_EXTRAS ${CMAKE_SOURCE_DIR}/sdk/python/arena_bot/eval_native.cpp
                      ${CMAKE_SOURCE_DIR}/sdk/cpp/arena_eval.cpp
                      ${CMAKE_SOURCE_DIR}/sdk/cpp/arena_eval_equity.cpp
                      ${SDK_EVAL_ENGINE_SOURCES} ${EVALUATOR_TABLES_CPP})
  target_include_directories(arena_eval_native PRIVATE ${CMAKE_SOURCE_DIR} ${CMAKE_SOURCE_DIR}/sdk/cpp)
  set_target_properties(arena_eval_native PROPERTIES LIBRARY_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/lib
                                                     UNITY_BUILD OFF)
  target_compile_options(arena_eval_native PRIVATE -O2)
else()
  message(STATUS "no native module here (the sanitizers' build, or pybind11 or Python 3 not found): the Python SDK finds the plain build's in build/lib, else evaluates in pure Python (scripts/setup installs pybind11)")
endif()
