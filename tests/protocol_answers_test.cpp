// The parsers of what a bot may say: every outcome of reading `ready` and an answer to `act`.
#include <doctest/doctest.h>

#include <string>

#include "arena/protocol/from_bot.hpp"
#include "arena/protocol/out_of_turn.hpp"
#include "support/act_requests.hpp"

using namespace arena::protocol;
using poker::ActionType;
using poker::Street;

using act_requests::facing_bet;
using act_requests::free_check;

namespace {

// A draw turn (R30) of the hand 7h Kd 2c 2s 9h: discard up to five, replaced.
DrawRequest draw_turn() {
  DrawRequest r;
  r.id = 23;
  r.hand = 42;
  for (const char* c : {"7h", "Kd", "2c", "2s", "9h"}) r.hole.push_back(*poker::parse_card(c));
  r.limits.max_discard = 5;
  r.limits.replace = true;
  return r;
}

}  // namespace

TEST_CASE("parse_ready accepts the handshake and says what is wrong otherwise") {
  auto r = parse_ready(R"({"type":"ready","name":"MyBot","version":"0.3","extra":[1]})");
  CHECK(r.ok);
  CHECK(r.name == "MyBot");
  CHECK(r.version == "0.3");
  r = parse_ready(R"({"type":"ready","name":"NoVersion"})");
  CHECK(r.ok);
  CHECK(r.version.empty());
  CHECK(parse_ready(R"({"type":"ready","name":"N","version":2})").version == "2");

  for (const char* bad :
       {"hello", "[1,2]", R"({"type":"action","name":"x"})", R"({"type":"ready"})",
        R"({"type":"ready","name":""})", R"({"type":"ready","name":5})", R"({"name":"x"})",
        R"({"type":"ready","name":"x","version":{}})"}) {
    CAPTURE(bad);
    const auto a = parse_ready(bad);
    CHECK_FALSE(a.ok);
    CHECK_FALSE(a.error.empty());
  }
}

TEST_CASE("parse_ready tells an invalid ready from a line that is no ready at all") {
  const auto no_name = parse_ready(R"({"type":"ready"})");
  CHECK_FALSE(no_name.ok);
  CHECK(no_name.is_ready);
  CHECK(no_name.error == "\"name\" must be a non-empty string");
  CHECK(parse_ready(R"({"type":"ready","name":"x","version":[]})").is_ready);
  for (const char* other : {"starting up...", "[1]", R"({"type":"hello"})", R"({"name":"x"})"}) {
    CAPTURE(other);
    CHECK_FALSE(parse_ready(other).is_ready);
  }
}

TEST_CASE("parse_action accepts legal answers and ignores unknown fields") {
  const ActRequest req = facing_bet();
  auto a = parse_action(R"({"type":"action","id":17,"action":"call"})", req);
  CHECK(a.kind == ParseKind::Ok);
  CHECK(a.action.type == ActionType::Call);
  a = parse_action(R"({"type":"action","id":17,"action":"fold","amount":"whatever","x":1})", req);
  CHECK(a.kind == ParseKind::Ok);
  CHECK(a.action.type == ActionType::Fold);
  a = parse_action(R"({"id":17,"amount":900,"type":"action","action":"raise"})", req);
  CHECK(a.kind == ParseKind::Ok);
  CHECK(a.action.type == ActionType::Raise);
  CHECK(a.action.amount == 900);
  // Both ends of the range, and a whole number written as a float.
  CHECK(parse_action(R"({"type":"action","id":17,"action":"raise","amount":400})", req).kind ==
        ParseKind::Ok);
  CHECK(parse_action(R"({"type":"action","id":17,"action":"raise","amount":1500})", req).kind ==
        ParseKind::Ok);
  CHECK(parse_action(R"({"type":"action","id":17,"action":"raise","amount":600.0})", req)
            .action.amount == 600);
  a = parse_action("  {\"type\":\"action\",\"id\":17,\"action\":\"bet\",\"amount\":20}\r",
                   free_check());
  CHECK(a.kind == ParseKind::Ok);
  CHECK(a.action.type == ActionType::Bet);
  CHECK(a.action.amount == 20);
}

TEST_CASE("parse_action: an answer to another id is stale, not an error") {
  const auto a = parse_action(R"({"type":"action","id":16,"action":"call"})", facing_bet());
  CHECK(a.kind == ParseKind::Stale);
  CHECK(a.id == 16);
  CHECK(a.error.find("16") != std::string::npos);
  // Stale wins over what else is wrong: it answers a request that is gone.
  CHECK(parse_action(R"({"type":"action","id":3,"action":"dance"})", facing_bet()).kind ==
        ParseKind::Stale);
}

TEST_CASE("parse_action: malformed answers") {
  const ActRequest req = facing_bet();
  for (const char* bad : {
           "",
           "call",
           "{\"type\":\"action\",\"id\":17,\"action\":\"call\"",
           R"({"type":"action","id":17,"action":"call"}{})",
           R"([{"type":"action","id":17,"action":"call"}])",
           "17",
           "null",
           R"({"id":17,"action":"call"})",
           R"({"type":"ready","id":17,"action":"call"})",
           R"({"type":"action","action":"call"})",
           R"({"type":"action","id":"17","action":"call"})",
           R"({"type":"action","id":17.5,"action":"call"})",
           R"({"type":"action","id":17})",
           R"({"type":"action","id":17,"action":3})",
           R"({"type":"action","id":17,"action":"raise"})",
           R"({"type":"action","id":17,"action":"raise","amount":"900"})",
           R"({"type":"action","id":17,"action":"raise","amount":null})",
       }) {
    CAPTURE(bad);
    const auto a = parse_action(bad, req);
    CHECK(a.kind == ParseKind::Malformed);
    CHECK_FALSE(a.error.empty());
  }
  // Over the line limit, even if it is otherwise a fine answer.
  std::string long_line = R"({"type":"action","id":17,"action":"call","pad":")";
  long_line += std::string(kMaxLineBytes, 'x') + "\"}";
  const auto a = parse_action(long_line, req);
  CHECK(a.kind == ParseKind::Malformed);
  CHECK(a.error.find("limit") != std::string::npos);
  // Deep nesting is just bad JSON, never a crash.
  const std::string deep(kMaxLineBytes - 1, '[');
  CHECK(parse_action(deep, req).kind == ParseKind::Malformed);
}

TEST_CASE("parse_action: actions not in legal") {
  const ActRequest req = facing_bet();
  auto a = parse_action(R"({"type":"action","id":17,"action":"check"})", req);
  CHECK(a.kind == ParseKind::NotLegal);
  CHECK(a.error.find("check") != std::string::npos);
  CHECK(a.error.find("fold, call, raise") != std::string::npos);
  CHECK(parse_action(R"({"type":"action","id":17,"action":"bet","amount":500})", req).kind ==
        ParseKind::NotLegal);
  CHECK(parse_action(R"({"type":"action","id":17,"action":"allin"})", req).kind ==
        ParseKind::NotLegal);
  CHECK(parse_action(R"({"type":"action","id":17,"action":"CHECK"})", req).kind ==
        ParseKind::NotLegal);
  const ActRequest check = free_check();
  CHECK(parse_action(R"({"type":"action","id":17,"action":"fold"})", check).kind ==
        ParseKind::NotLegal);
  CHECK(parse_action(R"({"type":"action","id":17,"action":"call"})", check).kind ==
        ParseKind::NotLegal);
}

TEST_CASE("parse_action: bet and raise amounts outside the range or not whole") {
  const ActRequest req = facing_bet();
  for (const char* bad : {
           R"({"type":"action","id":17,"action":"raise","amount":399})",
           R"({"type":"action","id":17,"action":"raise","amount":1501})",
           R"({"type":"action","id":17,"action":"raise","amount":-5})",
           R"({"type":"action","id":17,"action":"raise","amount":900.5})",
           R"({"type":"action","id":17,"action":"raise","amount":1e300})",
           R"({"type":"action","id":17,"action":"raise","amount":18446744073709551615})",
       }) {
    CAPTURE(bad);
    const auto a = parse_action(bad, req);
    CHECK(a.kind == ParseKind::BadAmount);
    CHECK_FALSE(a.error.empty());
  }
  CHECK(parse_action(R"({"type":"action","id":17,"action":"raise","amount":399})", req).error ==
        "raise to 399 is outside [400, 1500]");
}

TEST_CASE("the words a bot sends are read in any case: actions, advance requests and cards") {
  // sdk/PROTOCOL.md, "Conventions": action words and cards in any case; types and keys exact.
  const ActRequest req = facing_bet();
  for (const char* word : {"CALL", "Call", "cAlL"}) {
    CAPTURE(word);
    const auto a =
        parse_action(std::string(R"({"type":"action","id":17,"action":")") + word + "\"}", req);
    CHECK(a.kind == ParseKind::Ok);
    CHECK(a.action.type == ActionType::Call);
  }
  // Both readers: the quick one above, and the full one (a space, an unusual field).
  auto a = parse_action(R"({ "type" : "action", "id" : 17, "action" : "RAISE", "amount" : 900.0 })",
                        req);
  CHECK(a.kind == ParseKind::Ok);
  CHECK(a.action.type == ActionType::Raise);
  CHECK(a.action.amount == 900);
  a = parse_action(R"({"type":"action","id":17,"action":"Raise","amount":399})", req);
  CHECK(a.kind == ParseKind::BadAmount);
  CHECK(a.error == "raise to 399 is outside [400, 1500]");
  CHECK(parse_action(R"({"type":"action","id":17,"action":"Check"})", req).kind ==
        ParseKind::NotLegal);
  // The message type and the field names are read exactly as written.
  CHECK(parse_action(R"({"type":"Action","id":17,"action":"call"})", req).kind ==
        ParseKind::Malformed);
  CHECK(parse_action(R"({"type":"action","id":17,"Action":"call"})", req).kind ==
        ParseKind::Malformed);

  const OutOfTurnLine call_any =
      parse_out_of_turn(R"({"type":"advance","hand":3,"action":"CALL_ANY"})");
  CHECK(call_any.kind == OutOfTurnKind::Advance);
  CHECK(call_any.request.kind == poker::AdvanceKind::CallAny);
  CHECK(call_any.action == "call_any");
  const OutOfTurnLine bet =
      parse_out_of_turn(R"({"type":"advance","hand":3,"action":"Bet","amount":60})");
  CHECK(bet.kind == OutOfTurnKind::Advance);
  CHECK(bet.request.kind == poker::AdvanceKind::Bet);
  CHECK(bet.request.amount == 60);
  CHECK(parse_out_of_turn(R"({"type":"advance","hand":3,"action":"Cancel"})").kind ==
        OutOfTurnKind::Cancel);
  const OutOfTurnLine discard = parse_out_of_turn(
      R"({ "type":"advance", "hand":3, "action":"DISCARD", "cards":["kd","2S"] })");
  CHECK(discard.kind == OutOfTurnKind::Advance);
  CHECK(discard.request.kind == poker::AdvanceKind::Discard);
  REQUIRE(discard.request.card_count == 2);
  CHECK(discard.request.cards[0] == *poker::parse_card("Kd"));
  CHECK(discard.request.cards[1] == *poker::parse_card("2s"));

  const DiscardAnswer cards =
      parse_discard(R"({"type":"discard","id":23,"cards":["kD","2S"]})", draw_turn());
  CHECK(cards.kind == ParseKind::Ok);
  REQUIRE(cards.cards.size() == 2);
  CHECK(cards.cards[0] == *poker::parse_card("Kd"));
  CHECK(cards.cards[1] == *poker::parse_card("2s"));
  CHECK(parse_discard(R"({"type":"Discard","id":23,"cards":[]})", draw_turn()).kind ==
        ParseKind::Malformed);
}
