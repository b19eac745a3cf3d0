#pragma once
// The `act` requests the protocol tests build their answers against, shared by the writer and
// parser tests.
#include "arena/protocol/to_bot.hpp"
#include "engine/card.hpp"

namespace act_requests {

// A facing-a-bet request: fold, call or raise to 400..1500.
inline arena::protocol::ActRequest facing_bet() {
  arena::protocol::ActRequest r;
  r.id = 17;
  r.hand = 42;
  r.street = poker::Street::Flop;
  r.legal.fold = true;
  r.legal.call = true;
  r.legal.raise = true;
  r.legal.to_call = 200;
  r.legal.min_raise_to = 400;
  r.legal.max_raise_to = 1500;
  r.time_ms = 1000;
  r.pot = 700;
  r.stack = 1300;
  r.bet = 0;
  r.board = {*poker::parse_card("Ah"), *poker::parse_card("7d"), *poker::parse_card("2c")};
  return r;
}

// Nobody has bet: check, or bet 20..1300.
inline arena::protocol::ActRequest free_check() {
  arena::protocol::ActRequest r = facing_bet();
  r.legal = {};
  r.legal.check = true;
  r.legal.bet = true;
  r.legal.min_raise_to = 20;
  r.legal.max_raise_to = 1300;
  return r;
}

}  // namespace act_requests
