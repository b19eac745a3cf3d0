// arena_eval_native: the C++ SDK's evaluators and equity (sdk/cpp/arena_eval.hpp) for Python,
// wrapped by arena_bot/arena_eval.py. Cards cross as ints, Card::index (rank * 4 + suit).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstring>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "arena_eval.hpp"

namespace py = pybind11;
using arena_eval::Card;
using arena_eval::Rank;

namespace {

std::vector<Card> to_cards(const std::vector<int>& indexes) {
  std::vector<Card> out;
  out.reserve(indexes.size());
  for (const int i : indexes) {
    if (i < 0 || i >= 52) throw std::invalid_argument("arena_eval: no card " + std::to_string(i));
    out.emplace_back(static_cast<std::uint8_t>(i));
  }
  return out;
}

// Many seven-card hands in one call: `cards` holds 7 bytes a hand; the ranks come back as
// native 32-bit integers (memoryview(...).cast("I") reads them without a copy).
py::bytes evaluate7_batch(const py::buffer& cards) {
  const py::buffer_info info = cards.request();
  const auto size = static_cast<std::size_t>(info.size * info.itemsize);
  if (size % 7 != 0) throw std::invalid_argument("arena_eval: seven cards a hand");
  const auto* bytes = static_cast<const std::uint8_t*>(info.ptr);
  for (std::size_t i = 0; i < size; ++i)
    if (bytes[i] >= 52)
      throw std::invalid_argument("arena_eval: no card " + std::to_string(bytes[i]));
  std::string ranks(size / 7 * sizeof(Rank), '\0');
  {
    py::gil_scoped_release free_python;
    static_assert(sizeof(Card) == 1);
    const auto* hands = reinterpret_cast<const Card*>(bytes);
    for (std::size_t h = 0; h < size / 7; ++h) {
      const Rank r = arena_eval::evaluate7(hands + 7 * h);
      std::memcpy(ranks.data() + h * sizeof(Rank), &r, sizeof(Rank));
    }
  }
  return py::bytes(ranks);
}

// One hand, unchecked beyond the card numbers: distinct cards are the caller's promise.
Rank evaluate7_one(const std::vector<int>& seven) {
  if (seven.size() != 7) throw std::invalid_argument("arena_eval: evaluate7 takes seven cards");
  const std::vector<Card> c = to_cards(seven);
  return arena_eval::evaluate7(c.data());
}

template <Rank (*F)(std::span<const Card>)>
Rank one_part(const std::vector<int>& cards) {
  return F(to_cards(cards));
}
template <Rank (*F)(std::span<const Card>, std::span<const Card>)>
Rank two_parts(const std::vector<int>& hole, const std::vector<int>& board) {
  return F(to_cards(hole), to_cards(board));
}

// (name, hole cards at showdown, board cards, hi-lo, short deck, ranking word)
py::tuple game_shape(const std::string& variant) {
  const arena_eval::Game g = arena_eval::Game::named(variant);
  return py::make_tuple(std::string(g.name()), g.hole_cards(), g.board_cards(), g.hi_lo(),
                        g.short_deck(), std::string(poker::to_string(g.def().ranking)));
}

using Hands = std::vector<std::tuple<std::vector<int>, double>>;

py::tuple equity(const std::string& variant, const std::vector<int>& hole,
                 const std::vector<int>& board, const std::vector<Hands>& opponents,
                 std::uint64_t samples, std::uint64_t seed, std::uint64_t exact_limit,
                 const std::vector<int>& dead) {
  const arena_eval::Game g = arena_eval::Game::named(variant);
  std::vector<arena_eval::Range> ranges(opponents.size());
  for (std::size_t i = 0; i < opponents.size(); ++i)
    for (const auto& [hand, weight] : opponents[i]) ranges[i].add(to_cards(hand), weight);
  const std::vector<Card> h = to_cards(hole), b = to_cards(board), d = to_cards(dead);
  arena_eval::Equity e;
  {
    py::gil_scoped_release free_python;
    e = arena_eval::equity(g, h, b, ranges, {samples, seed, exact_limit}, d);
  }
  return py::make_tuple(e.share, e.win, e.tie, e.deals, e.exact);
}

}  // namespace

PYBIND11_MODULE(arena_eval_native, m) {
  m.doc() = "The arena's evaluators and equity (sdk/cpp/arena_eval.hpp); see arena_bot.arena_eval";
  m.def("evaluate7_batch", &evaluate7_batch);
  m.def("evaluate7", &evaluate7_one);
  m.def("high", &one_part<arena_eval::high>);
  m.def("deuce_to_seven", &one_part<arena_eval::deuce_to_seven>);
  m.def("ace_to_five", &one_part<arena_eval::ace_to_five>);
  m.def("badugi", &one_part<arena_eval::badugi>);
  m.def("short_deck", &one_part<arena_eval::short_deck>);
  m.def("eight_or_better", &one_part<arena_eval::eight_or_better>);
  m.def("omaha", &two_parts<arena_eval::omaha>);
  m.def("omaha_eight_or_better", &two_parts<arena_eval::omaha_eight_or_better>);
  m.def("category_name", [](Rank r, bool short_deck) {
    return std::string(arena_eval::category_name(r, short_deck));
  });
  m.def("game_shape", &game_shape);
  m.def("game_rank", [](const std::string& variant, const std::vector<int>& hole,
                        const std::vector<int>& board) {
    return arena_eval::Game::named(variant).rank(to_cards(hole), to_cards(board));
  });
  m.def("game_low", [](const std::string& variant, const std::vector<int>& hole,
                       const std::vector<int>& board) {
    return arena_eval::Game::named(variant).low(to_cards(hole), to_cards(board));
  });
  m.def("equity", &equity);
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const std::invalid_argument& e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    }
  });
}
