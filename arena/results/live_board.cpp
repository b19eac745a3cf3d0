#include "arena/results/live_board.hpp"

#include <chrono>
#include <utility>

#include "arena/results/spectator_view.hpp"

namespace arena {

void LiveBoard::hand_started(const std::string& table, const LiveHandStart& start) {
  {
    const std::lock_guard lock(mutex_);
    TableHand& hand = tables_[table];
    const poker::HandSetup& setup = *start.setup;
    hand.hand = start.hand;
    hand.level = start.level;
    hand.table = start.table;
    hand.game = setup.game;
    hand.structure = setup.structure;
    hand.button = setup.button;
    hand.small_blind = setup.small_blind;
    hand.big_blind = setup.big_blind;
    hand.seat_of_player.assign(start.seat_of_player.begin(), start.seat_of_player.end());
    hand.name_of_player.assign(start.name_of_player.begin(), start.name_of_player.end());
    hand.start_stacks.assign(setup.stacks.begin(), setup.stacks.begin() + setup.players);
    hand.end_stacks.clear();
    hand.events.clear();
    hand.finished = false;
  }
  published();
}

void LiveBoard::hand_events(const std::string& table, std::span<const poker::Event> events) {
  {
    const std::lock_guard lock(mutex_);
    std::vector<poker::Event>& known = tables_[table].events;
    if (events.size() > known.size())
      known.insert(known.end(), events.begin() + known.size(), events.end());
  }
  published();
}

void LiveBoard::hand_finished(const std::string& table, std::span<const poker::Chips> stacks) {
  {
    const std::lock_guard lock(mutex_);
    TableHand& hand = tables_[table];
    hand.finished = true;
    hand.end_stacks.assign(stacks.begin(), stacks.end());
  }
  published();
}

void LiveBoard::table_closed(const std::string& table) {
  {
    const std::lock_guard lock(mutex_);
    tables_.erase(table);
  }
  published();
}

void LiveBoard::set_progress(nlohmann::json progress) {
  {
    const std::lock_guard lock(mutex_);
    progress_ = std::move(progress);
  }
  published();
}

void LiveBoard::set_run_over() {
  {
    const std::lock_guard lock(mutex_);
    run_over_ = true;
  }
  published();
}

void LiveBoard::wait_before_hand(std::uint64_t& step_seen, const std::function<bool()>& stop,
                                 const std::function<void()>& before_held) {
  if (!paused()) return;
  if (before_held) before_held();  // outside gate_mutex_: publishing takes the board's mutex
  std::unique_lock lock(gate_mutex_);
  ++held_;
  published();
  while (paused() && steps_ == step_seen && !stop()) {
    gate_.wait_for(lock, std::chrono::milliseconds(100));
  }
  --held_;
  published();
  if (steps_ != step_seen) step_seen = steps_;  // one more hand, then paused again
}

int LiveBoard::held() const {
  const std::lock_guard lock(gate_mutex_);
  return held_;
}

std::uint64_t LiveBoard::steps() const {
  const std::lock_guard lock(gate_mutex_);
  return steps_;
}

void LiveBoard::control(LiveControl what) {
  {
    const std::lock_guard lock(gate_mutex_);
    if (what == LiveControl::Step) {
      ++steps_;
      paused_ = true;
    } else {
      paused_ = what == LiveControl::Pause;
    }
  }
  gate_.notify_all();
  published();
}

// The hand's record as hands.jsonl would have it so far (docs/LOGS.md), as the rail sees it.
nlohmann::json LiveBoard::spectator_hand(const TableHand& hand) {
  const poker::GameDef& game = *hand.game;
  nlohmann::json players = nlohmann::json::array();
  for (std::size_t p = 0; p < hand.seat_of_player.size(); ++p)
    players.push_back({{"seat", hand.seat_of_player[p]},
                       {"name", hand.name_of_player[p]},
                       {"stack", hand.start_stacks[p]}});
  nlohmann::json record = {
      {"hand", hand.hand},
      {"level", hand.level},
      {"game", game.name},
      {"structure", poker::to_string(hand.structure)},
      {"button", hand.seat_of_player[static_cast<std::size_t>(hand.button)]},
      {"small_blind", hand.small_blind},
      {"big_blind", hand.big_blind},
      {"players", std::move(players)},
  };
  if (hand.table > 0) record["table"] = hand.table;
  nlohmann::json events = nlohmann::json::array();
  nlohmann::json board = nlohmann::json::array();
  nlohmann::json winners = nlohmann::json::array();
  for (const poker::Event& e : hand.events) {
    events.push_back(spectator_event_json(e, hand.seat_of_player, *hand.game));
    const nlohmann::json& last = events.back();
    if (e.type == poker::EventType::DealBoard)
      for (const nlohmann::json& card : last["cards"]) board.push_back(card);
    if (e.type == poker::EventType::WinPot) {
      winners.push_back({{"seat", last["seat"]}, {"amount", last["amount"]}, {"pot", last["pot"]}});
      if (last.contains("half")) winners.back()["half"] = last["half"];
    }
  }
  record["events"] = std::move(events);
  record["board"] = std::move(board);
  record["in_progress"] = !hand.finished;
  if (hand.finished) {  // a finished hand's record has its result, as hands.jsonl's
    nlohmann::json stacks = nlohmann::json::array();
    for (std::size_t p = 0; p < hand.end_stacks.size(); ++p)
      stacks.push_back({{"seat", hand.seat_of_player[p]}, {"stack", hand.end_stacks[p]}});
    record["stacks"] = std::move(stacks);
    record["winners"] = std::move(winners);
  }
  return record;
}

nlohmann::json LiveBoard::spectator_tables() const {
  std::map<std::string, TableHand> copy;
  {
    const std::lock_guard lock(mutex_);
    copy = tables_;
  }
  nlohmann::json out = nlohmann::json::array();
  for (const auto& [name, hand] : copy)
    out.push_back({{"table", name}, {"hand", spectator_hand(hand)}});
  return out;
}

nlohmann::json LiveBoard::progress() const {
  const std::lock_guard lock(mutex_);
  return progress_;
}

bool LiveBoard::run_over() const {
  const std::lock_guard lock(mutex_);
  return run_over_;
}

}  // namespace arena
