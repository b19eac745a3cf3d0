#pragma once
// The algorithm behind the evaluator's tables (layout in engine/evaluator_tables.hpp). It runs at
// build time, not in the engine library: engine/tables/generate.cpp runs it and writes the result
// as the constant g_tables the library compiles, and tests_engine runs it again to check that
// g_tables is its output.
#include "engine/evaluator_tables.hpp"

namespace poker::eval_detail {

// Fills `t`, which must be all zero (a slot no rank multiset takes stays 0). Deterministic: the
// same tables on every run. Throws std::runtime_error if the perfect hash does not fit its
// capacity or two rank multisets would share a slot (the layout's constants are then wrong).
void build_tables(Tables& t);

}  // namespace poker::eval_detail
