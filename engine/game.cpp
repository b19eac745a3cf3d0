// The games (the draw games as docs/RULES.md's R28 and R29 give them).
#include "engine/game.hpp"

#include <stdexcept>

namespace poker {
namespace {

constexpr std::array<bool, 3> kAllStructures = {true, true, true};
constexpr std::array<bool, 3> kNoOrPotLimit = {true, true, false};
constexpr std::array<bool, 3> kFixedLimitOnly = {false, false, true};

// The first street of a game with blinds: the deal, the player after the big blind opens.
constexpr StreetDef first_street(std::string_view name, int hole) {
  StreetDef s;
  s.name = name;
  s.hole_dealt = hole;
  s.opener = Opener::AfterBigBlind;
  return s;
}

constexpr StreetDef board_street(std::string_view name, int cards, BetSize bet) {
  StreetDef s;
  s.name = name;
  s.burn = true;
  s.board_dealt = cards;
  s.bet = bet;
  return s;
}

constexpr StreetDef draw_street(std::string_view name, int max_discard, BetSize bet) {
  StreetDef s;
  s.name = name;
  s.draw.max_discard = max_discard;
  s.draw.replace = true;
  s.bet = bet;
  return s;
}

constexpr GameDef game_named(GameId id, std::string_view name, std::string_view title,
                             Ranking ranking) {
  GameDef g;
  g.id = id;
  g.name = name;
  g.title = title;
  g.ranking = ranking;
  return g;
}

constexpr GameDef holdem() {
  GameDef g = game_named(GameId::Holdem, "holdem", "Texas Hold'em", Ranking::High);
  g.structures = kAllStructures;
  // PHH has no pot-limit hold'em: those hands are written as no-limit, whose bounds hold them.
  g.phh_variant = {"NT", "NT", "FT"};
  g.street = {first_street("preflop", 2), board_street("flop", 3, BetSize::Small),
              board_street("turn", 1, BetSize::Big), board_street("river", 1, BetSize::Big)};
  g.street_count = 4;
  return g;
}

// Hold'em's deal and streets under another name, played no-limit only, with no PHH code until
// the caller gives one.
constexpr GameDef no_limit_holdem_variant(GameId id, std::string_view name,
                                          std::string_view title) {
  GameDef g = holdem();
  g.id = id;
  g.name = name;
  g.title = title;
  g.structures = {true, false, false};
  g.default_structure = Structure::NoLimit;
  g.phh_variant = {};
  return g;
}

// 2-7 single draw and five-card draw: one draw of up to five.
constexpr GameDef single_draw(GameId id, std::string_view name, std::string_view title,
                              Ranking ranking) {
  GameDef g = game_named(id, name, title, ranking);
  g.hole_cards = g.kept_cards = 5;
  g.street = {first_street("predraw", 5), draw_street("draw", 5, BetSize::Small)};
  g.street_count = 2;
  return g;
}

// 2-7 triple draw and badugi: three draws; small bets before the first draw and after it, big
// bets after the second and the third (R29).
constexpr GameDef triple_draw(GameId id, std::string_view name, std::string_view title,
                              Ranking ranking, int cards) {
  GameDef g = game_named(id, name, title, ranking);
  g.hole_cards = g.kept_cards = cards;
  g.structures = kFixedLimitOnly;
  g.default_structure = Structure::FixedLimit;
  g.street = {first_street("predraw", cards), draw_street("draw1", cards, BetSize::Small),
              draw_street("draw2", cards, BetSize::Big), draw_street("draw3", cards, BetSize::Big)};
  g.street_count = 4;
  return g;
}

// Hold'em dealt four hole cards, ranked by the Omaha rule; pot-limit unless told otherwise.
constexpr GameDef omaha() {
  GameDef g = holdem();
  g.id = GameId::Omaha;
  g.name = "omaha";
  g.title = "Omaha";
  g.pokerstars_name = "Omaha";
  g.ranking = Ranking::Omaha;
  g.hole_cards = g.kept_cards = 4;
  g.default_structure = Structure::PotLimit;
  g.phh_variant = {"", "PO", ""};  // PHH codes pot-limit Omaha only
  g.street[0].hole_dealt = 4;
  return g;
}

// Seven-card stud as PokerKit deals it: two down and one up on third street, one up on fourth to
// sixth, one down on seventh, a burn before each street after the third. Small bets on third and
// fourth street, big bets after (R40). Razz opens by the highest card and the lowest hand.
constexpr StreetDef stud_street(std::string_view name, int down, int up, BetSize bet,
                                Opener opener) {
  StreetDef s;
  s.name = name;
  s.hole_dealt = down;
  s.up_dealt = up;
  s.burn = opener != Opener::BringIn;
  s.bet = bet;
  s.opener = opener;
  return s;
}

constexpr GameDef seven_card_stud(GameId id, std::string_view name, std::string_view title,
                                  Ranking ranking) {
  GameDef g = game_named(id, name, title, ranking);
  g.hole_cards = 3;
  g.kept_cards = 7;
  g.max_players = 8;
  g.structures = kFixedLimitOnly;
  g.default_structure = Structure::FixedLimit;
  g.street = {stud_street("third", 2, 1, BetSize::Small, Opener::BringIn),
              stud_street("fourth", 0, 1, BetSize::Small, Opener::BestShowing),
              stud_street("fifth", 0, 1, BetSize::Big, Opener::BestShowing),
              stud_street("sixth", 0, 1, BetSize::Big, Opener::BestShowing),
              stud_street("seventh", 1, 0, BetSize::Big, Opener::BestShowing)};
  g.street_count = 5;
  return g;
}

constexpr std::array<GameDef, 15> kGames = [] {
  std::array<GameDef, 15> all{};
  all[0] = holdem();

  all[1] = single_draw(GameId::DeuceToSevenSingleDraw, "2-7-single-draw", "2-7 Single Draw",
                       Ranking::DeuceToSevenLow);
  all[1].pokerstars_name = "Single Draw 2-7 Lowball";
  all[1].max_players = 7;
  all[1].structures = kNoOrPotLimit;
  all[1].phh_variant = {"N2L1D", "", ""};

  all[2] = triple_draw(GameId::DeuceToSevenTripleDraw, "2-7-triple-draw", "2-7 Triple Draw",
                       Ranking::DeuceToSevenLow, 5);
  all[2].pokerstars_name = "Triple Draw 2-7 Lowball";
  all[2].max_players = 6;
  all[2].phh_variant = {"", "", "F2L3D"};

  all[3] = triple_draw(GameId::Badugi, "badugi", "Badugi", Ranking::Badugi, 4);
  all[3].pokerstars_name = "Badugi";
  all[3].max_players = 8;
  all[3].phh_variant = {"", "", "FB"};

  all[4] = single_draw(GameId::FiveCardDraw, "5-card-draw", "Five-Card Draw", Ranking::High);
  all[4].pokerstars_name = "5 Card Draw";
  all[4].max_players = 6;
  all[4].structures = kAllStructures;

  // Hold'em dealt three hole cards; after the flop's betting every live player discards exactly
  // one, unreplaced, before the turn is dealt.
  GameDef& pineapple = all[5];
  pineapple = holdem();
  pineapple.id = GameId::CrazyPineapple;
  pineapple.name = "crazy-pineapple";
  pineapple.title = "Crazy Pineapple";
  // PokerStars never dealt it: its export is hold'em's, each discard shown (pokerstars_name).
  pineapple.hole_cards = 3;
  pineapple.max_players = 9;
  pineapple.phh_variant = {};
  pineapple.street[0].hole_dealt = 3;
  pineapple.street[2].draw.min_discard = 1;
  pineapple.street[2].draw.max_discard = 1;

  all[6] = omaha();

  // Omaha hi-lo, eight or better: fixed-limit unless told pot-limit (R38).
  GameDef& omaha8 = all[7];
  omaha8 = omaha();
  omaha8.id = GameId::OmahaHiLo;
  omaha8.name = "omaha-8";
  omaha8.title = "Omaha Hi-Lo (eight or better)";
  omaha8.pokerstars_name = "Omaha Hi/Lo";
  omaha8.hi_lo = true;
  omaha8.structures = {false, true, true};
  omaha8.default_structure = Structure::FixedLimit;
  omaha8.phh_variant = {"", "", "FO/8"};

  all[8] = seven_card_stud(GameId::SevenCardStud, "stud", "Seven-Card Stud", Ranking::High);
  all[8].pokerstars_name = "7 Card Stud";
  all[8].phh_variant = {"", "", "F7S"};
  all[9] = seven_card_stud(GameId::StudHiLo, "stud-8", "Seven-Card Stud Hi-Lo (eight or better)",
                           Ranking::High);
  all[9].pokerstars_name = "7 Card Stud Hi/Lo";
  all[9].hi_lo = true;
  all[9].phh_variant = {"", "", "F7S/8"};
  all[10] = seven_card_stud(GameId::Razz, "razz", "Razz", Ranking::AceToFiveLow);
  all[10].pokerstars_name = "Razz";
  all[10].phh_variant = {"", "", "FR"};

  // Short-deck (6+) hold'em: hold'em dealt from the 36 cards six to ace, ranked by R45.
  all[11] = no_limit_holdem_variant(GameId::ShortDeck, "short-deck", "Short-Deck Hold'em (6+)");
  all[11].ranking = Ranking::ShortDeck;
  all[11].pokerstars_name = "6+ Hold'em";
  all[11].short_deck = true;
  all[11].max_players = 9;
  all[11].phh_variant = {"NS", "", ""};
  // Seed 002's house game (R46): ante-only hold'em with its own betting; PHH cannot write it.
  all[12] =
      no_limit_holdem_variant(GameId::BlogNomicHoldem, "blognomic-holdem", "BlogNomic Hold'em");
  all[12].pokerstars_name = "BlogNomic Hold'em";
  all[12].betting = Betting::BlogNomic;

  // 5-card Omaha: Omaha dealt five hole cards, still exactly two of them played (R37), pot-limit
  // as cardrooms deal it. Nine players would need 53 cards. PHH defines no such game.
  GameDef& omaha5 = all[13];
  omaha5 = omaha();
  omaha5.id = GameId::OmahaFive;
  omaha5.name = "omaha-5";
  omaha5.title = "5-Card Omaha";
  omaha5.pokerstars_name = "5 Card Omaha";
  omaha5.hole_cards = omaha5.kept_cards = 5;
  omaha5.street[0].hole_dealt = 5;
  omaha5.max_players = 8;
  omaha5.structures = {false, true, false};
  omaha5.phh_variant = {};

  // Big O: 5-card Omaha hi-lo, eight or better (R38, as omaha-8), pot-limit unless fixed-limit.
  GameDef& big_o = all[14];
  big_o = omaha5;
  big_o.id = GameId::OmahaFiveHiLo;
  big_o.name = "omaha-5-8";
  big_o.title = "Big O (5-Card Omaha Hi-Lo, eight or better)";
  big_o.pokerstars_name = "5 Card Omaha Hi/Lo";
  big_o.hi_lo = true;
  big_o.structures = {false, true, true};
  return all;
}();

constexpr bool in_id_order() {
  for (std::size_t i = 0; i < kGames.size(); ++i)
    if (static_cast<std::size_t>(kGames[i].id) != i) return false;
  return true;
}
static_assert(in_id_order(), "kGames lists the games in GameId order");

}  // namespace

std::span<const GameDef> games() {
  return kGames;
}

const GameDef& game(GameId id) {
  const auto i = static_cast<std::size_t>(id);
  if (i >= kGames.size()) throw std::invalid_argument("game: unknown game id");
  return kGames[i];  // the table is in GameId order (checked below)
}

const GameDef& holdem_game() {
  return kGames[0];
}

const GameDef* find_game(std::string_view name) {
  for (const GameDef& g : kGames)
    if (g.name == name) return &g;
  return nullptr;
}

}  // namespace poker
