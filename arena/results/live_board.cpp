#include "arena/results/live_board.hpp"

#include <chrono>
#include <utility>

#include "arena/results/spectator_view.hpp"

namespace arena {

void LiveBoard::hand_started(const std::string& table, nlohmann::json header,
                             const poker::GameDef* game, std::span<const int> seat_of_player) {
  {
    const std::lock_guard lock(mutex_);
    TableHand& hand = tables_[table];
    hand.header = std::move(header);
    hand.game = game;
    hand.seat_of_player.assign(seat_of_player.begin(), seat_of_player.end());
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

void LiveBoard::hand_finished(const std::string& table, nlohmann::json stacks) {
  {
    const std::lock_guard lock(mutex_);
    TableHand& hand = tables_[table];
    hand.finished = true;
    hand.stacks = std::move(stacks);
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

void LiveBoard::wait_before_hand(std::uint64_t& step_seen, const std::function<bool()>& stop) {
  if (!paused()) return;
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

nlohmann::json LiveBoard::spectator_tables() const {
  std::map<std::string, TableHand> copy;
  {
    const std::lock_guard lock(mutex_);
    copy = tables_;
  }
  nlohmann::json out = nlohmann::json::array();
  for (const auto& [name, hand] : copy) {
    nlohmann::json record = hand.header;
    nlohmann::json events = nlohmann::json::array();
    nlohmann::json board = nlohmann::json::array();
    nlohmann::json winners = nlohmann::json::array();
    for (const poker::Event& e : hand.events) {
      events.push_back(spectator_event_json(e, hand.seat_of_player, hand.game));
      const nlohmann::json& last = events.back();
      if (e.type == poker::EventType::DealBoard)
        for (const nlohmann::json& card : last["cards"]) board.push_back(card);
      if (e.type == poker::EventType::WinPot) {
        winners.push_back(
            {{"seat", last["seat"]}, {"amount", last["amount"]}, {"pot", last["pot"]}});
        if (last.contains("half")) winners.back()["half"] = last["half"];
      }
    }
    if (hand.finished) {  // a finished hand's record has its result, as hands.jsonl's
      record["stacks"] = hand.stacks;
      record["winners"] = std::move(winners);
    }
    record["events"] = std::move(events);
    record["board"] = std::move(board);
    record["in_progress"] = !hand.finished;
    out.push_back({{"table", name}, {"hand", std::move(record)}});
  }
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
