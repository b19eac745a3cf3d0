#include "arena/phh/phh_replay.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "arena/phh/phh_action.hpp"
#include "arena/phh/phh_draws.hpp"
#include "arena/phh/phh_stud.hpp"
#include "engine/game.hpp"

namespace arena::phh {
namespace {

using poker::Chips;

// Whether hand player index `player` is among `numbers` (PHH player numbers, 1-based).
bool listed(const std::vector<int>& numbers, int player) {
  for (int n : numbers)
    if (n == player + 1) return true;
  return false;
}

// Chip amounts are whole numbers in the engine; anything else is outside what it plays.
enum class ChipParse { Ok, NotFinite, Negative, Fractional };
ChipParse to_chips(double value, Chips& out) {
  if (!std::isfinite(value)) return ChipParse::NotFinite;
  if (value < 0) return ChipParse::Negative;
  if (value != std::floor(value) || value > 1e15) return ChipParse::Fractional;
  out = static_cast<Chips>(value);
  return ChipParse::Ok;
}

std::string player_name(int p) {
  return "p" + std::to_string(p + 1);
}

std::string describe_legal(const poker::Legal& l) {
  std::ostringstream s;
  const char* sep = "";
  if (l.fold) s << sep << "fold", sep = ", ";
  if (l.check) s << sep << "check", sep = ", ";
  if (l.call) s << sep << "call " << l.to_call, sep = ", ";
  if (l.bet) s << sep << "bet " << l.min_raise_to << ".." << l.max_raise_to, sep = ", ";
  if (l.raise) s << sep << "raise to " << l.min_raise_to << ".." << l.max_raise_to, sep = ", ";
  return s.str();
}

// The game and structure of a PHH variant code, from the engine's table of games (pot-limit
// hold'em shares NT with no-limit, and NT reads as no-limit). nullptr when no game has it.
const poker::GameDef* game_of_variant(const std::string& code, poker::Structure& structure) {
  for (const poker::GameDef& g : poker::games())
    for (int s = 0; s < 3; ++s)
      if (!code.empty() && g.phh_code(static_cast<poker::Structure>(s)) == code) {
        structure = static_cast<poker::Structure>(s);
        return &g;
      }
  return nullptr;
}

std::string replayed_variants() {
  std::string list;
  for (const poker::GameDef& g : poker::games())
    for (int s = 0; s < 3; ++s) {
      const std::string_view code = g.phh_code(static_cast<poker::Structure>(s));
      if (code.empty() || list.find(std::string(code) + ",") != std::string::npos) continue;
      list += std::string(code) + ", ";
    }
  return list.substr(0, list.size() - 2);
}

// What in a hand's blinds and antes the engine does not play (straddles, a small blind above the
// big, trimmed uneven antes), or "". `blind`: each player's blind, by hand player index.
std::string unplayed_forced_bets(const PhhHand& hand, const poker::HandSetup& setup,
                                 const std::array<Chips, poker::kMaxPlayers>& blind) {
  const int n = setup.players;
  const int sb_player = n == 2 ? 1 : 0;
  const int bb_player = n == 2 ? 0 : 1;
  for (int i = 0; i < n; ++i) {
    if (i != sb_player && i != bb_player && blind[i] != 0) {
      return "straddles are not supported (" + player_name(i) + " posts " +
             std::to_string(blind[i]) + ")";
    }
  }
  if (setup.small_blind > setup.big_blind)
    return "a small blind larger than the big blind is not supported";

  // Ante trimming only matters for uneven antes: the standard says to keep it false for
  // non-uniform antes, and PokerKit would hand a lone big-blind ante back.
  // A file that says its antes were layered like the engine's (`_antes_layered`, written by the
  // arena) replays as it is.
  // An ante below the others that is the player's whole stack is the same ante posted all-in
  // (the arena writes what each player posted): uniform in all but the short stack.
  if (hand.ante_trimming_status && !hand.antes_layered) {
    poker::Chips most = 0;
    for (int i = 0; i < n; ++i) most = std::max(most, setup.antes[i]);
    for (int i = 0; i < n; ++i) {
      if (setup.antes[i] != most && setup.antes[i] != setup.stacks[i]) {
        return "ante_trimming_status = true with non-uniform antes is not supported";
      }
    }
  }
  return "";
}

}  // namespace

SetupResult make_setup(const PhhHand& hand) {
  SetupResult r;
  auto fail = [&r](std::string why) {
    r.reason = std::move(why);
    r.skipped = false;
    return r;
  };
  auto skip = [&r](std::string why) {
    r.reason = std::move(why);
    r.skipped = true;
    return r;
  };
  if (!hand.error.empty()) return fail(hand.error);

  poker::HandSetup setup;
  setup.game = game_of_variant(hand.variant, setup.structure);
  if (setup.game == nullptr)
    return skip("variant '" + hand.variant + "' is not replayed (only " + replayed_variants() +
                ")");

  const int n = static_cast<int>(hand.player_count());
  if (n < 2)
    return fail("a hand needs at least 2 players, 'starting_stacks' has " + std::to_string(n));
  if (n > setup.game->max_players)
    return skip("more than " + std::to_string(setup.game->max_players) + " players for " +
                std::string(setup.game->name));
  if (static_cast<int>(hand.antes.size()) != n) {
    return fail("field 'antes' has " + std::to_string(hand.antes.size()) + " values for " +
                std::to_string(n) + " players");
  }
  if (static_cast<int>(hand.blinds_or_straddles.size()) != n) {
    return fail("field 'blinds_or_straddles' has " +
                std::to_string(hand.blinds_or_straddles.size()) + " values for " +
                std::to_string(n) + " players");
  }

  // Reads one chip amount, turning a value the engine cannot hold into a skip or a failure.
  std::string problem;
  bool problem_is_skip = false;
  auto chips = [&](double value, const std::string& what) -> Chips {
    Chips c = 0;
    if (!problem.empty()) return 0;
    switch (to_chips(value, c)) {
      case ChipParse::Ok:
        break;
      case ChipParse::NotFinite:
        problem = what + " is unknown (inf)", problem_is_skip = true;
        break;
      case ChipParse::Negative:
        problem = what + " is negative";
        break;
      case ChipParse::Fractional:
        problem = what + " is not a whole number of chips", problem_is_skip = true;
        break;
    }
    return c;
  };

  setup.players = n;
  setup.button = n - 1;  // the last player has the button, heads-up too
  std::array<Chips, poker::kMaxPlayers> blind{};
  for (int i = 0; i < n; ++i) {
    std::string who = " of " + player_name(i);
    setup.stacks[i] = chips(hand.starting_stacks[i], "starting stack" + who);
    // Heads-up the forced bets are reverse-assigned (PHH standard, PokerKit).
    int source = n == 2 ? 1 - i : i;
    setup.antes[i] = chips(hand.antes[source], "ante" + who);
    blind[i] = chips(hand.blinds_or_straddles[source], "blind" + who);
    if (problem.empty() && setup.stacks[i] == 0) problem = "starting stack" + who + " is zero";
  }
  if (hand.min_bet) setup.min_bet = chips(*hand.min_bet, "min_bet");
  if (setup.structure == poker::Structure::FixedLimit) {
    if (!hand.small_bet || !hand.big_bet) {
      return fail("variant " + hand.variant + " needs the fields 'small_bet' and 'big_bet'");
    }
    setup.small_bet = chips(*hand.small_bet, "small_bet");
    setup.big_bet = chips(*hand.big_bet, "big_bet");
    setup.min_bet = 0;
  }
  if (!problem.empty()) return problem_is_skip ? skip(problem) : fail(problem);

  setup.small_blind = blind[n == 2 ? 1 : 0];
  setup.big_blind = blind[n == 2 ? 0 : 1];
  if (std::string why = unplayed_forced_bets(hand, setup, blind); !why.empty()) return skip(why);
  // ante_trimming_status false: every ante goes whole into the main pot, open to every player
  // (PokerKit; the engine's big-blind ante, R5). Files the arena wrote before big-blind antes
  // went to the main pot say `_antes_layered`: they replay as they were played, layered.
  // PHH posts the antes before the blinds: HandSetup's default order.
  setup.antes_in_main_pot = !hand.ante_trimming_status && !hand.antes_layered;
  if (setup.game->deals_up_cards()) {
    if (!hand.bring_in) return fail("variant " + hand.variant + " needs the field 'bring_in'");
    setup.bring_in = chips(*hand.bring_in, "bring_in");
    setup.stub_without_burns = true;
    if (!problem.empty()) return problem_is_skip ? skip(problem) : fail(problem);
  }

  r.setup = setup;
  return r;
}

namespace {

// One PHH hand replayed through the engine in two passes: the first reads every action and
// gathers the deal (the engine deals by itself; a draw game's cards are followed through its
// draws, DrawTrace, and stud's street by street, StudTrace), the second plays the actions. Each
// action kind has its reader in the first pass and its player in the second; each returns what
// is wrong with the action, or "".
class PhhReplay {
 public:
  PhhReplay(const PhhHand& hand, const poker::HandSetup& setup)
      : hand_(hand),
        setup_(setup),
        n_(setup.players),
        game_(setup.dealt_game()),
        stud_(game_.family() == poker::Family::Stud),
        draws_(game_.draw_rounds() > 0),
        trace_(n_, game_.hole_cards),
        stud_trace_(n_),
        hole_(static_cast<std::size_t>(game_.hole_cards)) {}

  ReplayResult run();

 private:
  ReplayResult fail_at(std::size_t index, std::string why) {
    result_.status = ReplayStatus::Failed;
    result_.action_index = static_cast<int>(index);
    result_.action_text = hand_.actions[index];
    result_.reason = std::move(why);
    return result_;
  }
  bool note_card(poker::Card c) {  // false: a known card dealt twice
    if (!c.known()) return true;
    if (std::find(seen_.begin(), seen_.end(), c) != seen_.end()) return false;
    seen_.push_back(c);
    return true;
  }

  std::string read(std::size_t k, const PhhAction& a);
  std::string deal_hole(const PhhAction& a);
  std::string deal_board(const PhhAction& a);
  std::string show_or_muck(const PhhAction& a);
  std::string show_hole(const PhhAction& a);
  std::string play(poker::Hand& game, std::size_t k, const PhhAction& a);
  std::string bet(poker::Hand& game, const PhhAction& a);

  const PhhHand& hand_;
  poker::HandSetup setup_;
  const int n_;
  const poker::GameDef& game_;
  const bool stud_;
  const bool draws_;  // a draw or discard round: the cards are followed through it
  DrawTrace trace_;
  StudTrace stud_trace_;
  const std::size_t hole_;
  ReplayResult result_;
  std::vector<PhhAction> actions_;
  std::array<bool, poker::kMaxPlayers> hole_dealt_{};
  std::vector<poker::Card> seen_;  // known cards, to catch a card dealt twice
  int board_count_ = 0;
  int board_seen_ = 0;  // board cards the file has dealt so far, in the second pass
};

ReplayResult PhhReplay::run() {
  for (std::size_t k = 0; k < hand_.actions.size(); ++k) {
    auto parsed = parse_phh_action(hand_.actions[k]);
    if (auto* error = std::get_if<std::string>(&parsed)) return fail_at(k, *error);
    PhhAction a = std::get<PhhAction>(std::move(parsed));
    if (a.player >= n_) {
      return fail_at(k, "there is no " + player_name(a.player) + " in a hand of " +
                            std::to_string(n_) + " players");
    }
    if (std::string e = read(k, a); !e.empty()) return fail_at(k, e);
    actions_.push_back(std::move(a));
  }
  if (draws_) trace_.fill(setup_.deal);
  if (stud_) stud_trace_.fill(setup_.deal);

  poker::Hand game;
  game.start(setup_, &result_.events);
  for (std::size_t k = 0; k < actions_.size(); ++k)
    if (std::string e = play(game, k, actions_[k]); !e.empty()) return fail_at(k, e);

  if (game.needs_unknown_card()) {
    result_.status = ReplayStatus::Failed;
    result_.reason = "the hand cannot end: its showdown needs cards the file leaves unknown";
    return result_;
  }
  result_.status = ReplayStatus::Replayed;
  result_.finished = game.finished();
  for (int p = 0; p < n_; ++p) result_.stacks.push_back(game.stack(p));
  return result_;
}

// The first pass: what an action tells of the deal, checked against the game.
std::string PhhReplay::read(std::size_t k, const PhhAction& a) {
  switch (a.kind) {
    case PhhActionKind::DealHole:
      return deal_hole(a);
    case PhhActionKind::DealBoard:
      return deal_board(a);
    case PhhActionKind::ShowMuck:
      return show_or_muck(a);
    case PhhActionKind::Discard:
      if (!draws_) return "not a hold'em action";
      return trace_.discard(a.player, k, a.cards);
    case PhhActionKind::BringIn:
      if (!stud_) return "a bring-in is not played in " + std::string(game_.name);
      return "";
    default:
      return "";
  }
}

std::string PhhReplay::deal_hole(const PhhAction& a) {
  if (stud_) return stud_trace_.deal(a.player, a.cards);
  if (draws_) return trace_.deal(a.player, a.cards);
  if (a.cards.size() != hole_)
    return std::string(game_.name) + " deals " + std::to_string(hole_) + " hole cards";
  if (hole_dealt_[a.player]) return player_name(a.player) + " is dealt twice";
  hole_dealt_[a.player] = true;
  for (std::size_t c = 0; c < hole_; ++c) {
    if (!note_card(a.cards[c])) return poker::to_string(a.cards[c]) + " is dealt twice";
    setup_.deal.hole[a.player][c] = a.cards[c];
  }
  return "";
}

std::string PhhReplay::deal_board(const PhhAction& a) {
  // Stud's community card (R41) is dealt from the stub like the players' cards.
  if (stud_) return stud_trace_.board(a.cards);
  for (poker::Card c : a.cards) {
    if (board_count_ == 5) return "more than 5 board cards";
    if (!note_card(c)) return poker::to_string(c) + " is dealt twice";
    setup_.deal.board[board_count_++] = c;
  }
  return "";
}

std::string PhhReplay::show_or_muck(const PhhAction& a) {
  // A muck at showdown gives up every pot: the engine's fold before showdown (R23, R24); except
  // a losing hand mucked under R27 (`_mucked`), which only goes unshown.
  if (a.cards.empty() && !a.shows_dealt && !listed(hand_.mucked_players, a.player))
    setup_.folds_before_showdown[a.player] = true;
  // A show may reveal cards the deal left unknown ("????").
  if (a.cards.empty()) return "";
  if (stud_) return stud_trace_.show(a.player, a.cards);
  if (draws_) return trace_.show(a.player, a.cards);
  return show_hole(a);
}

std::string PhhReplay::show_hole(const PhhAction& a) {
  if (a.cards.size() != hole_)
    return std::string(game_.name) + " shows " + std::to_string(hole_) + " hole cards";
  for (std::size_t c = 0; c < hole_; ++c) {
    poker::Card& dealt = setup_.deal.hole[a.player][c];
    if (!a.cards[c].known()) continue;
    if (dealt.known()) {
      if (dealt != a.cards[c])
        return player_name(a.player) + " shows " + poker::to_string(a.cards[c]) +
               " but was dealt " + poker::to_string(dealt);
      continue;
    }
    if (!note_card(a.cards[c])) return poker::to_string(a.cards[c]) + " is dealt twice";
    dealt = a.cards[c];
  }
  return "";
}

// The second pass: an action played on the hand, where it is the actor's turn.
std::string PhhReplay::play(poker::Hand& game, std::size_t k, const PhhAction& a) {
  switch (a.kind) {
    case PhhActionKind::NoOp:
    case PhhActionKind::DealHole:
    case PhhActionKind::ShowMuck:
      return "";
    case PhhActionKind::DealBoard:
      if (stud_) return "";
      board_seen_ += static_cast<int>(a.cards.size());
      if (static_cast<int>(game.board().size()) < board_seen_)
        return "board cards dealt while the betting round is still open (" +
               player_name(game.actor()) + " to act)";
      return "";
    default:
      break;
  }
  if (game.needs_unknown_card())
    return "the showdown was reached but needs cards the file leaves unknown";
  if (game.finished()) return "the hand is already over";
  if (game.actor() != a.player) {
    if (game.actor() < 0) return "nobody is to act";
    return "it is " + player_name(game.actor()) + "'s turn, not " + player_name(a.player) + "'s";
  }
  if (a.kind == PhhActionKind::Discard) {
    if (!game.drawing())
      return "a discard while the betting is open (" + player_name(game.actor()) + " to act)";
    if (poker::DrawError e = game.draw(a.cards, trace_.replacements(k));
        e != poker::DrawError::None)
      return "illegal discard (" + std::string(poker::to_string(e)) + ")";
    return "";
  }
  if (game.drawing()) return player_name(a.player) + " is to discard or stand pat, not to bet";
  return bet(game, a);
}

std::string PhhReplay::bet(poker::Hand& game, const PhhAction& a) {
  const poker::Legal legal = game.legal();
  poker::Action action;
  switch (a.kind) {
    case PhhActionKind::Fold:
      action.type = poker::ActionType::Fold;
      break;
    case PhhActionKind::BringIn:  // R39: the call that posts the bring-in
      if (!legal.bring_in) return "a bring-in when none is due";
      action.type = poker::ActionType::Call;
      break;
    case PhhActionKind::CheckCall:
      if (legal.bring_in)  // PHH posts it with pb, as PokerKit requires
        return "the bring-in is due: pb posts it, cbr completes";
      action.type = legal.check ? poker::ActionType::Check : poker::ActionType::Call;
      break;
    case PhhActionKind::BetRaise: {
      Chips to = 0;
      if (to_chips(a.amount, to) != ChipParse::Ok)
        return "the amount is not a whole number of chips";
      action.type = legal.bet ? poker::ActionType::Bet : poker::ActionType::Raise;
      action.amount = to;
      break;
    }
    default:
      break;
  }
  // R26: the fold of a player listed in `_protected` is its all-in protection.
  const bool protect = a.kind == PhhActionKind::Fold && listed(hand_.protected_players, a.player);
  if (poker::ActionError e = protect ? game.protect() : game.apply(action);
      e != poker::ActionError::None)
    return "illegal " + std::string(poker::to_string(action.type)) + " (" +
           std::string(poker::to_string(e)) + "); legal: " + describe_legal(legal);
  return "";
}

}  // namespace

ReplayResult replay_hand(const PhhHand& hand) {
  SetupResult made = make_setup(hand);
  if (!made.setup) {
    ReplayResult result;
    result.status = made.skipped ? ReplayStatus::Skipped : ReplayStatus::Failed;
    result.reason = made.reason;
    return result;
  }
  return PhhReplay(hand, *made.setup).run();
}

CheckResult check_stacks(const PhhHand& hand, const std::vector<Chips>& stacks) {
  CheckResult r;
  if (!hand.finishing_stacks) return r;
  const std::vector<double>& recorded = *hand.finishing_stacks;
  if (recorded.size() != stacks.size()) {
    r.outcome = StackCheck::Differ;
    r.detail = "finishing_stacks has " + std::to_string(recorded.size()) + " values for " +
               std::to_string(stacks.size()) + " players";
    return r;
  }
  std::ostringstream detail;
  bool differ = false;
  double recorded_total = 0;
  Chips total = 0;
  for (std::size_t i = 0; i < stacks.size(); ++i) {
    const double v = recorded[i];
    recorded_total += v;
    total += stacks[i];
    const auto ours = static_cast<double>(stacks[i]);
    const bool ok =
        std::isfinite(v) &&
        (ours == v || (v != std::floor(v) && (ours == std::floor(v) || ours == std::ceil(v))));
    if (!ok) {
      detail << (differ ? "; " : "") << player_name(static_cast<int>(i)) << " replayed "
             << stacks[i] << ", recorded " << v;
      differ = true;
    }
  }
  // Rounding half chips either way must still account for every chip.
  if (!differ && std::llround(recorded_total) != total) {
    detail << "total replayed " << total << ", recorded " << recorded_total;
    differ = true;
  }
  r.outcome = differ ? StackCheck::Differ : StackCheck::Match;
  r.detail = detail.str();
  return r;
}

}  // namespace arena::phh
