// Names of the hand's enums (used in logs and the protocol) and the HandSetup helpers.
#include "engine/hand.hpp"

namespace poker {

std::string_view to_string(Structure s) {
  switch (s) {
    case Structure::NoLimit:
      return "no-limit";
    case Structure::PotLimit:
      return "pot-limit";
    case Structure::FixedLimit:
      return "fixed-limit";
  }
  return "unknown-structure";
}

std::optional<Structure> structure_named(std::string_view word) {
  for (const Structure s : {Structure::NoLimit, Structure::PotLimit, Structure::FixedLimit})
    if (to_string(s) == word) return s;
  return std::nullopt;
}

std::string_view to_string(AnteKind k) {
  switch (k) {
    case AnteKind::None:
      return "none";
    case AnteKind::EveryPlayer:
      return "every-player";
    case AnteKind::BigBlind:
      return "big-blind";
  }
  return "unknown-ante-kind";
}

std::string_view street_name(const GameDef& game, Street s) {
  if (s == Street::Showdown || static_cast<int>(s) >= game.street_count) return to_string(s);
  return game.street[static_cast<int>(s)].name;
}

std::string_view to_string(Street s) {
  switch (s) {
    case Street::Preflop:
      return "preflop";
    case Street::Flop:
      return "flop";
    case Street::Turn:
      return "turn";
    case Street::River:
      return "river";
    case Street::Seventh:
      return "seventh";
    case Street::Showdown:
      return "showdown";
  }
  return "unknown-street";
}

std::string_view to_string(ActionType a) {
  switch (a) {
    case ActionType::Fold:
      return "fold";
    case ActionType::Check:
      return "check";
    case ActionType::Call:
      return "call";
    case ActionType::Bet:
      return "bet";
    case ActionType::Raise:
      return "raise";
  }
  return "unknown-action";
}

std::optional<ActionType> action_type_named(std::string_view word) {
  for (const ActionType t : kActionTypes)
    if (to_string(t) == word) return t;
  return std::nullopt;
}

std::string_view to_string(ActionError e) {
  switch (e) {
    case ActionError::None:
      return "ok";
    case ActionError::HandOver:
      return "the hand is over";
    case ActionError::NotAllowed:
      return "action not allowed now";
    case ActionError::AmountTooSmall:
      return "amount below the minimum";
    case ActionError::AmountTooLarge:
      return "amount above the maximum";
  }
  return "unknown error";
}

std::string_view to_string(DrawError e) {
  switch (e) {
    case DrawError::None:
      return "ok";
    case DrawError::HandOver:
      return "the hand is over";
    case DrawError::NotDrawing:
      return "not a draw or discard turn";
    case DrawError::TooFew:
      return "fewer cards than the round's least discard";
    case DrawError::TooMany:
      return "more cards than the round allows";
    case DrawError::NotHeld:
      return "a card not in the player's hand";
    case DrawError::Repeated:
      return "a card named twice";
    case DrawError::Replacements:
      return "replacements not as many as the discards";
  }
  return "unknown error";
}

const GameDef& HandSetup::dealt_game() const {
  return *game;
}

std::span<const Card> HandSetup::dealt_hole(int p) const {
  if (p < 0 || p >= kMaxPlayers) return {};
  return std::span<const Card>(deal.hole[static_cast<std::size_t>(p)])
      .first(static_cast<std::size_t>(dealt_game().hole_cards));
}

// Needs `players` and `button` set first: the big-blind ante goes to the big blind's index.
void HandSetup::set_antes(Chips ante, AnteKind kind) {
  antes.fill(0);
  // R5: a big-blind ante is dead money for the whole table, posted after the blind.
  antes_in_main_pot = kind == AnteKind::BigBlind;
  big_blind_before_ante = kind == AnteKind::BigBlind;
  if (ante <= 0 || kind == AnteKind::None || players < 2 || players > kMaxPlayers) return;
  if (kind == AnteKind::EveryPlayer) {
    for (int p = 0; p < players; ++p) antes[p] = ante;
  } else {
    antes[big_blind_player()] = ante;
  }
}

int HandSetup::small_blind_player() const {
  if (players <= 0) return 0;
  return players == 2 ? button : (button + 1) % players;
}

int HandSetup::big_blind_player() const {
  if (players <= 0) return 0;
  return (button + (players == 2 ? 1 : 2)) % players;
}

}  // namespace poker
