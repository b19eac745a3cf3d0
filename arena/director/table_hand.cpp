#include "arena/director/table_hand.hpp"

#include <spdlog/spdlog.h>

#include <stdexcept>
#include <string>

#include "arena/director/live_publish.hpp"
#include "engine/forced_move.hpp"

namespace arena {

HandRecordInput PlayedHand::record_input(const TableHandSpec& spec) const {
  HandRecordInput in;
  in.hand_number = spec.hand_number;
  in.level = spec.level;
  in.setup = spec.setup;
  in.hand = &hand;
  in.events = events;
  in.seat_of_player = seat_of_player;
  in.name_of_player = name_of_player;
  in.decisions = decisions;
  in.mixed = spec.mixed;
  in.table = spec.table;
  return in;
}

void play_table_hand(const TableHandSpec& spec, PlayedHand& out) {
  const poker::HandSetup& setup = *spec.setup;
  const int players = setup.players;
  const auto seat_at = [&](int p) -> BotSeat& { return *spec.seats[static_cast<std::size_t>(p)]; };

  out.seat_of_player.assign(static_cast<std::size_t>(players), 0);
  out.name_of_player.assign(static_cast<std::size_t>(players), {});
  std::vector<poker::Chips> start_stacks(static_cast<std::size_t>(players));
  protocol::HandStartInfo info;
  info.hand = spec.hand_number;
  info.level = spec.level;
  for (int p = 0; p < players; ++p) {
    const auto i = static_cast<std::size_t>(p);
    out.seat_of_player[i] = seat_at(p).seat();
    out.name_of_player[i] = seat_at(p).name();
    start_stacks[i] = setup.stacks[i];
    info.seats.push_back({out.seat_of_player[i], out.name_of_player[i], setup.stacks[i]});
  }
  info.button = out.seat_of_player[static_cast<std::size_t>(setup.button)];
  protocol::set_forced_bets(info, setup, out.seat_of_player);  // stud's too (R43)
  if (spec.mixed) {  // R44: the bots learn each hand's game from its hand_start
    info.game = setup.dealt_game().name;
    info.structure = poker::to_string(setup.structure);
  }

  const protocol::HandStartLines hand_start(info);
  std::string line;
  for (int p = 0; p < players; ++p) {
    const auto i = static_cast<std::size_t>(p);
    hand_start.line_for(out.seat_of_player[i], setup.dealt_hole(i), line);
    seat_at(p).queue(line);
  }

  out.events.clear();
  out.decisions.clear();
  out.hand.start(setup, &out.events);
  protocol::HandNarrator narrator(spec.hand_number, out.seat_of_player, start_stacks, *setup.game);
  std::size_t told = 0;
  // A public event's line is the same for every receiver: it is written once.
  const auto tell_events = [&] {
    for (; told < out.events.size(); ++told) {
      const protocol::HandNarrator::Line m = narrator.narrate_line(out.events[told], line);
      if (!m.message) continue;
      for (int p = 0; p < players; ++p) {
        const int seat = out.seat_of_player[static_cast<std::size_t>(p)];
        if (m.only_seat < 0 || m.only_seat == seat)
          seat_at(p).queue(m.owner_seat == seat ? narrator.owner_line() : line);
      }
    }
  };
  tell_events();
  if (spec.live != nullptr) publish_hand_start(spec, out);
  // A bot that pre-acts learns of the new hand (its cards, the blinds) now, so its request for
  // its first turn can be there when the turn comes (R25).
  for (int p = 0; p < players; ++p)
    if (seat_at(p).pre_acts()) seat_at(p).flush();
  while (!out.hand.finished()) {
    const int actor = out.hand.actor();
    BotSeat& seat = seat_at(actor);
    if (out.hand.drawing()) {  // a draw or discard round's turn (R30)
      SeatDraw d = seat.decide_draw(out.hand, spec.hand_number);
      std::array<poker::Card, poker::kMaxHoleCards> chosen{};
      const poker::DrawError error =
          d.vacation ? (out.hand.draw_on_vacation(chosen), poker::DrawError::None)
                     : out.hand.draw(d.discards);
      if (error != poker::DrawError::None) {
        // The protocol layer checks discards against the same hand, so this is a defect of
        // ours, not the bot's: the hand goes on with the vacation's choice.
        spdlog::error("{}: engine refused checked discards on hand {}: {}", seat.name(),
                      spec.hand_number, poker::to_string(error));
        out.hand.draw_on_vacation(chosen);
        d.note.forced = "invalid";
      }
      const bool advanced = !d.note.advance.empty();
      out.decisions.push_back(std::move(d.note));
      tell_events();
      if (spec.live != nullptr) spec.live->hand_events(spec.live_table, out.events);
      // As for a betting request used up: the bot hears at once, to send its next one.
      if (advanced && !seat.has_advance_request(true)) seat.flush();
      continue;
    }
    SeatDecision d = seat.decide(out.hand, spec.hand_number);
    if (d.show_hand) out.hand.ask_to_show(actor);  // R27
    const poker::ActionError error = d.protect ? out.hand.protect() : out.hand.apply(d.action);
    if (error != poker::ActionError::None) {
      // The protocol layer checks answers against the same legal(), so this is a defect of
      // ours, not the bot's: keep the hand going with the vacation action.
      spdlog::error("{}: engine refused a checked action on hand {}", seat.name(),
                    spec.hand_number);
      d.action =
          poker::forced_action(poker::forced_move(out.hand, poker::TimeoutRule::Vacation, 0));
      d.note.forced = "invalid";
      // Refused again would loop for ever: end the run with the defect instead.
      if (out.hand.apply(d.action) != poker::ActionError::None)
        throw std::logic_error("the engine refused its own forced move on hand " +
                               std::to_string(spec.hand_number));
    }
    // Read before the note moves into the log (a moved-from note's request reads empty).
    const bool advanced = !d.note.advance.empty();
    out.decisions.push_back(std::move(d.note));
    tell_events();
    if (spec.live != nullptr) spec.live->hand_events(spec.live_table, out.events);
    // The bot whose one-time request was used hears of it at once, to send its next one (a
    // standing plan needs no new one: its news waits for the bot's next act as usual). Only a
    // request of this kind counts: a draw plan standing beside it does not hold the news back.
    if (advanced && !seat.has_advance_request(false)) seat.flush();
  }
  if (spec.live != nullptr) publish_hand_end(spec, out);
}

void tell_hand_end(const TableHandSpec& spec, const PlayedHand& played,
                   const std::vector<protocol::Elimination>& eliminated) {
  std::vector<protocol::SeatChips> stacks;
  for (int p = 0; p < spec.setup->players; ++p)
    stacks.push_back({played.seat_of_player[static_cast<std::size_t>(p)], played.hand.stack(p)});
  std::string line;
  protocol::write_hand_end_line(spec.hand_number, stacks, eliminated, line);
  for (BotSeat* seat : spec.seats) seat->queue(line);
}

}  // namespace arena
