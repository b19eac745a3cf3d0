#pragma once
// A game is data: what is dealt on each street, which streets have a draw or discard round, how
// each is bet, how hands are ranked, and how many may play. In the spirit of PokerKit's list of
// `Street`s. The table in game.cpp is the one place these facts live; the wire, the logs, the
// flags and `arena games` read them from it.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace poker {

enum class Structure : std::uint8_t { NoLimit, PotLimit, FixedLimit };
std::string_view to_string(Structure s);  // "no-limit", "pot-limit", "fixed-limit"
// The structure a word names (the words of to_string), or nullopt: the one reader of the words
// in settings, mixes and logs.
std::optional<Structure> structure_named(std::string_view word);

// How a showdown ranks hands: high poker (best five of the hole cards and the board), 2-7
// lowball (five cards; engine/low_evaluator.hpp), badugi (four cards), or Omaha's high (best
// five of exactly two hole cards and three board cards; engine/omaha_evaluator.hpp), or A-5 low
// (razz: the lowest five of the cards, aces low, straights and flushes not counted;
// engine/ace_to_five_low.hpp).
enum class Ranking : std::uint8_t { High, DeuceToSevenLow, Badugi, Omaha, AceToFiveLow, ShortDeck };
// "high", "2-7-low", "badugi", "omaha", "a-5-low", "short-deck" (the ranking table's names,
// engine/ranking.hpp, where each ranking's evaluators and words are)
std::string_view to_string(Ranking r);

// How a game's betting goes: hold'em's (R9-R12), or seed 002's BlogNomic rules (R46): no check
// before the flop, fold always allowed, and any raise above the call with no minimum raise.
enum class Betting : std::uint8_t { Standard, BlogNomic };

// Fixed-limit: the size of a street's bets (R12, and R29 for the draw games).
enum class BetSize : std::uint8_t { Small, Big };

// Who acts first on a street: the player after the big blind (the first street of a game with
// blinds), or the first live player after the button (every later one; R29). In stud: the
// bring-in, the lowest up card (razz: the highest), on third street, and the best hand showing
// (razz: the lowest) on every later one (R39, R40).
enum class Opener : std::uint8_t { AfterBigBlind, AfterButton, BringIn, BestShowing };

// A draw or discard round, played before the street's betting (R30): every live player, all-in
// ones included, in order from the first after the button, discards between min and max cards.
// With `replace` the discards are replaced (a draw; one card burned before the round's first
// replacement) and standing pat is discarding none.
struct DrawRound {
  int min_discard = 0;  // above 0: a compulsory discard (Crazy Pineapple's one card)
  int max_discard = 0;  // 0: the street has no draw round
  bool replace = false;

  constexpr bool any() const { return max_discard > 0; }
};

// One street, in the order its steps happen: the hole cards dealt (the first street; in stud every
// street, after a burn), the draw round, a burn and the board cards, then the betting.
struct StreetDef {
  std::string_view name;  // the street's word on the wire and in the logs: "flop", "draw2"
  int hole_dealt = 0;     // cards dealt face down to each player
  int up_dealt = 0;       // stud: cards dealt face up to each player, after the face-down ones
  DrawRound draw;
  bool burn = false;    // a burn before the board cards
  int board_dealt = 0;  // community cards
  BetSize bet = BetSize::Small;
  Opener opener = Opener::AfterButton;
};

// The shape of a game's hand as a hand history tells it: community cards dealt to the middle
// (hold'em, Omaha, Crazy Pineapple, whose discard is only a step of its hold'em hand), hidden
// hands improved by draws and no board, or stud's cards dealt to each player street by street,
// some face up.
enum class Family : std::uint8_t { Board, Draw, Stud };

enum class GameId : std::uint8_t {
  Holdem,
  DeuceToSevenSingleDraw,
  DeuceToSevenTripleDraw,
  Badugi,
  FiveCardDraw,
  CrazyPineapple,
  Omaha,
  OmahaHiLo,
  SevenCardStud,
  StudHiLo,
  Razz,
  ShortDeck,
  BlogNomicHoldem,
  OmahaFive,
  OmahaFiveHiLo,
};

inline constexpr int kMaxStreets = 5;
inline constexpr int kShortDeckLowestRank = 4;  // the six (ranks count from the deuce, 0)
inline constexpr int kMaxHoleCards = 7;         // at any time: seven-card stud
inline constexpr int kMaxBoardCards = 5;

struct GameDef {
  GameId id = GameId::Holdem;
  std::string_view name;   // the `--game` word: "holdem", "2-7-triple-draw"
  std::string_view title;  // for people: "Texas Hold'em", "2-7 Triple Draw"
  // PokerStars' name of the game in a hand's title, before the structure's: "Hold'em",
  // "Triple Draw 2-7 Lowball" (a game PokerStars never dealt: the nearest it did)
  std::string_view pokerstars_name = "Hold'em";
  Ranking ranking = Ranking::High;
  bool hi_lo = false;  // each pot halved with the best eight-or-better low when there is one (R38)
  bool short_deck = false;  // a deck of 36 cards, the sixes to the aces (R45)
  Betting betting = Betting::Standard;
  int hole_cards = 2;  // dealt to each player on the first street
  int kept_cards = 2;  // held at showdown, after the discards without replacement
  int min_players = 2;
  int max_players = 10;
  std::array<bool, 3> structures{};  // by Structure: the betting structures the game is played in
  Structure default_structure = Structure::NoLimit;
  // The PHH `variant` code by Structure, empty where PHH defines no such game.
  std::array<std::string_view, 3> phh_variant{};
  std::array<StreetDef, kMaxStreets> street{};
  int street_count = 0;

  std::span<const StreetDef> streets() const {
    return std::span<const StreetDef>(street).first(static_cast<std::size_t>(street_count));
  }
  bool allows(Structure s) const { return structures[static_cast<std::size_t>(s)]; }
  std::string_view phh_code(Structure s) const { return phh_variant[static_cast<std::size_t>(s)]; }
  // Inline: a hand asks these as it starts (the engine's hot path).
  constexpr int draw_rounds() const {
    int n = 0;
    for (int i = 0; i < street_count; ++i) n += street[i].draw.any() ? 1 : 0;
    return n;
  }
  constexpr int board_cards() const {
    int n = 0;
    for (int i = 0; i < street_count; ++i) n += street[i].board_dealt;
    return n;
  }
  // Whether some draw replaces its discards: then the hand keeps a stub to serve them from.
  constexpr bool serves_draws() const {
    for (int i = 0; i < street_count; ++i)
      if (street[i].draw.replace) return true;
    return false;
  }
  // Stud: some street deals cards face up. Then there are no button blinds; every player antes,
  // the bring-in opens (R39), and each street deals every live player cards from the deck
  // (R41); see the street table.
  constexpr bool deals_up_cards() const {
    for (int i = 0; i < street_count; ++i)
      if (street[i].up_dealt > 0) return true;
    return false;
  }
  // Whether cards are dealt after the first street from the rest of the deck (the stub): the
  // draws, and stud's later streets.
  constexpr bool deals_from_stub() const { return deals_up_cards() || serves_draws(); }
  // What its streets say: stud deals cards face up, a draw game no board.
  constexpr Family family() const {
    if (deals_up_cards()) return Family::Stud;
    return board_cards() == 0 ? Family::Draw : Family::Board;
  }
};

// Every game the arena deals, in the order `arena games` lists them.
std::span<const GameDef> games();
const GameDef& game(GameId id);
// Hold'em's row: the game of a setup that names no other (a game is never a null pointer).
const GameDef& holdem_game();
// The game of a `--game` word, or nullptr.
const GameDef* find_game(std::string_view name);

}  // namespace poker
