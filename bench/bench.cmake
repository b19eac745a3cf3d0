# Included by CMakeLists.txt: the benchmarks (bench/*_bench.cpp), built with -DARENA_BENCH=ON
# (scripts/bench; bench/README.md).
if(ARENA_BENCH)
  find_package(benchmark QUIET)
  file(GLOB BENCH_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/bench/*_bench.cpp)
  foreach(src ${BENCH_SOURCES})
    get_filename_component(name ${src} NAME_WE)
    add_executable(${name} ${src})
    target_include_directories(${name} PRIVATE ${CMAKE_SOURCE_DIR}/sdk/cpp ${CMAKE_SOURCE_DIR}/bench)
    target_link_libraries(${name} PRIVATE arena_core engine)
    if(benchmark_FOUND)
      target_link_libraries(${name} PRIVATE benchmark::benchmark)
    endif()
  endforeach()
  if(TARGET sdk_eval_bench)
    target_link_libraries(sdk_eval_bench PRIVATE arena_sdk_eval)  # the C++ SDK's evaluator
  endif()
  # arena_bench runs tournaments of the sample bots, found next to it in the bin dir.
  if(TARGET arena_bench)
    add_dependencies(arena_bench caller raiser)
  endif()
  # advance_bench runs tournaments of the C++ caller, found next to it in the bin dir.
  if(TARGET advance_bench)
    add_dependencies(advance_bench caller)
  endif()
  # These run the arena with the sample bots, all next to them in the bin dir: multi_table_bench
  # `arena run` of 100 bots, league_bench and league_slurm_bench `arena league`, report_bench a
  # league and `arena report` on it.
  foreach(bench multi_table_bench league_bench league_slurm_bench report_bench)
    if(TARGET ${bench})
      add_dependencies(${bench} arena caller raiser hand_strength random_bot)
    endif()
  endforeach()
endif()
