#include "arena/league/league_db.hpp"

#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include <chrono>
#include <ctime>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>

namespace arena {
namespace {

constexpr int kSchemaVersion = 1;

constexpr const char* kSchema = R"sql(
CREATE TABLE league (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE games (
  game      INTEGER PRIMARY KEY,  -- 1-based index
  draw      INTEGER NOT NULL,     -- the table drawn and its deals
  rotation  INTEGER NOT NULL,     -- 0.. with rotations, else 0
  seed_hash TEXT NOT NULL,        -- BLAKE2b-256 of the game's seed (revealed in its config.json)
  bots      TEXT NOT NULL,        -- JSON array: the bot at each seat
  folder    TEXT NOT NULL,        -- its run folder, under the league's folder
  status    TEXT NOT NULL CHECK (status IN ('playing', 'finished')),
  started   TEXT NOT NULL,        -- UTC, ISO 8601
  ended     TEXT,
  hands     INTEGER
);
CREATE TABLE placements (
  game            INTEGER NOT NULL REFERENCES games(game),
  bot             TEXT NOT NULL,
  seat            INTEGER NOT NULL,
  place           INTEGER NOT NULL,
  points          REAL NOT NULL,
  chips           INTEGER NOT NULL,
  hands           INTEGER NOT NULL,
  timeouts        INTEGER NOT NULL,
  protocol_errors INTEGER NOT NULL,
  ended           TEXT NOT NULL,  -- finished, eliminated, crashed, no-show, absent
  note            TEXT NOT NULL,
  by_game         TEXT NOT NULL DEFAULT '[]',  -- a mix (R44): JSON [{game, structure, hands, net}]
  PRIMARY KEY (game, bot)
);
)sql";

std::string league_value(const SQLite::Database& db, const char* key) {
  SQLite::Statement query(db, "SELECT value FROM league WHERE key = ?");
  query.bind(1, key);
  if (!query.executeStep()) return {};
  return query.getColumn(0).getString();
}

void set_league_value(SQLite::Database& db, const char* key, const std::string& value) {
  SQLite::Statement insert(db, "INSERT OR REPLACE INTO league (key, value) VALUES (?, ?)");
  insert.bind(1, key);
  insert.bind(2, value);
  insert.exec();
}

void use_wal(SQLite::Database& db) {
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = NORMAL");
  db.setBusyTimeout(5000);  // a reader (sqlite3) may briefly hold the file
}

}  // namespace

LeagueDb LeagueDb::create(const std::filesystem::path& path, const LeagueMeta& meta) {
  if (std::filesystem::exists(path))
    throw std::runtime_error(path.string() + ": already exists (resume it with --resume)");
  try {
    auto db = std::make_unique<SQLite::Database>(path.string(),
                                                 SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    use_wal(*db);
    SQLite::Transaction transaction(*db);
    db->exec(kSchema);
    set_league_value(*db, "schema", std::to_string(kSchemaVersion));
    set_league_value(*db, "name", meta.name);
    set_league_value(*db, "settings", meta.settings);
    set_league_value(*db, "seed", meta.seed);
    set_league_value(*db, "seed_hash", meta.seed_hash);
    set_league_value(*db, "status", meta.status);
    set_league_value(*db, "created", utc_timestamp());
    transaction.commit();
    return LeagueDb(std::move(db));
  } catch (const SQLite::Exception& e) {
    throw std::runtime_error(path.string() + ": cannot create the league database: " + e.what());
  }
}

LeagueDb LeagueDb::open(const std::filesystem::path& path) {
  if (!std::filesystem::exists(path)) {
    throw std::runtime_error(path.string() +
                             ": missing (not a league's folder, or its database was removed)");
  }
  try {
    auto db = std::make_unique<SQLite::Database>(path.string(), SQLite::OPEN_READWRITE);
    db->setBusyTimeout(5000);
    SQLite::Statement check(*db, "PRAGMA integrity_check");
    const std::string verdict = check.executeStep() ? check.getColumn(0).getString() : "";
    if (verdict != "ok") throw std::runtime_error("integrity check: " + verdict);
    if (!db->tableExists("league") || !db->tableExists("games") || !db->tableExists("placements")) {
      throw std::runtime_error("not a league database (its tables are missing)");
    }
    // A league begun before mixes (R44) has no by_game column: it is added, empty.
    SQLite::Statement by_game_column(
        *db, "SELECT COUNT(*) FROM pragma_table_info('placements') WHERE name = 'by_game'");
    if (by_game_column.executeStep() && by_game_column.getColumn(0).getInt() == 0)
      db->exec("ALTER TABLE placements ADD COLUMN by_game TEXT NOT NULL DEFAULT '[]'");
    const std::string schema = league_value(*db, "schema");
    if (schema != std::to_string(kSchemaVersion))
      throw std::runtime_error("schema version '" + schema + "' is not this arena's " +
                               std::to_string(kSchemaVersion));
    use_wal(*db);
    return LeagueDb(std::move(db));
  } catch (const std::exception& e) {
    throw std::runtime_error(path.string() + ": not a usable league database: " + e.what());
  }
}

LeagueMeta LeagueDb::meta() const {
  return {league_value(*db_, "name"), league_value(*db_, "settings"), league_value(*db_, "seed"),
          league_value(*db_, "seed_hash"), league_value(*db_, "status")};
}

void LeagueDb::set_status(const std::string& status) {
  set_league_value(*db_, "status", status);
}

void LeagueDb::game_started(const GameStart& game) {
  // A game played again after a crash starts afresh: its old row goes, placements included.
  SQLite::Transaction transaction(*db_);
  SQLite::Statement clear(*db_, "DELETE FROM placements WHERE game = ?");
  clear.bind(1, game.index);
  clear.exec();
  SQLite::Statement insert(*db_,
                           "INSERT OR REPLACE INTO games (game, draw, rotation, seed_hash, bots, "
                           "folder, status, started) VALUES (?, ?, ?, ?, ?, ?, 'playing', ?)");
  insert.bind(1, game.index);
  insert.bind(2, game.draw);
  insert.bind(3, game.rotation);
  insert.bind(4, game.seed_hash);
  insert.bind(5, nlohmann::json(game.bots).dump());
  insert.bind(6, game.folder);
  insert.bind(7, utc_timestamp());
  insert.exec();
  transaction.commit();
}

void LeagueDb::game_finished(const GameRecord& game, const std::vector<std::string>& names) {
  SQLite::Transaction transaction(*db_);
  SQLite::Statement insert(*db_,
                           "INSERT OR REPLACE INTO placements (game, bot, seat, place, points, "
                           "chips, hands, timeouts, protocol_errors, ended, note, by_game) VALUES "
                           "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  for (const Placement& p : game.placements) {
    insert.bind(1, game.index);
    insert.bind(2, names.at(static_cast<std::size_t>(p.bot)));
    insert.bind(3, p.seat);
    insert.bind(4, p.place);
    insert.bind(5, p.points);
    insert.bind(6, static_cast<std::int64_t>(p.chips));
    insert.bind(7, p.hands);
    insert.bind(8, p.timeouts);
    insert.bind(9, p.protocol_errors);
    insert.bind(10, p.ended);
    insert.bind(11, p.note);
    insert.bind(12, tallies_json(p.by_game).dump());
    insert.exec();
    insert.reset();
  }
  SQLite::Statement finish(
      *db_, "UPDATE games SET status = 'finished', ended = ?, hands = ? WHERE game = ?");
  finish.bind(1, utc_timestamp());
  finish.bind(2, game.hands);
  finish.bind(3, game.index);
  if (finish.exec() != 1) throw std::logic_error("league.sqlite: finished a game never started");
  transaction.commit();
}

void LeagueDb::for_each_finished_game(const std::vector<std::string>& names,
                                      const std::function<void(GameRecord)>& take) const {
  std::map<std::string, int> index_of;
  for (std::size_t i = 0; i < names.size(); ++i) index_of[names[i]] = static_cast<int>(i);
  std::optional<GameRecord> game;
  SQLite::Statement query(
      *db_,
      "SELECT g.game, g.draw, g.rotation, g.hands, p.bot, p.seat, p.place, "
      "p.points, p.chips, p.hands, p.timeouts, p.protocol_errors, p.ended, "
      "p.note, p.by_game FROM games g LEFT JOIN placements p ON p.game = g.game "
      "WHERE "
      "g.status = 'finished' ORDER BY g.game, p.seat");
  while (query.executeStep()) {
    const int index = query.getColumn(0).getInt();
    if (!game || game->index != index) {
      if (game) take(std::move(*game));
      game = GameRecord{index,
                        query.getColumn(1).getInt(),
                        query.getColumn(2).getInt(),
                        query.getColumn(3).getInt(),
                        {}};
    }
    if (query.getColumn(4).isNull()) continue;  // a game with nobody left to play (quarantine)
    const std::string bot = query.getColumn(4).getString();
    const auto found = index_of.find(bot);
    if (found == index_of.end())
      throw std::runtime_error("league.sqlite: game " + std::to_string(index) + " has bot '" + bot +
                               "', who is not in the league's settings");
    game->placements.push_back({found->second, query.getColumn(5).getInt(),
                                query.getColumn(6).getInt(), query.getColumn(7).getDouble(),
                                query.getColumn(8).getInt64(), query.getColumn(9).getInt(),
                                query.getColumn(10).getInt(), query.getColumn(11).getInt(),
                                query.getColumn(12).getString(), query.getColumn(13).getString(),
                                tallies_from_json(nlohmann::json::parse(
                                    query.getColumn(14).getString(), nullptr, false))});
  }
  if (game) take(std::move(*game));
}

std::string utc_timestamp() {
  const auto now = std::chrono::system_clock::now();
  const auto seconds = std::chrono::system_clock::to_time_t(now);
  const auto millis =
      std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
  std::tm utc{};
  gmtime_r(&seconds, &utc);
  char text[40];
  const std::size_t used = std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%S", &utc);
  std::snprintf(text + used, sizeof text - used, ".%03dZ", static_cast<int>(millis));
  return text;
}

}  // namespace arena
