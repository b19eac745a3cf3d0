#pragma once
// One layer of settings: the values one source gave (a settings file, or the command line's
// flags), each checked against its row and remembering how the user named it. Layers stack: the
// flags' layer over the file's, each value replacing the one below it (a setting at a time; a
// --bot list replaces the file's whole list).
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "arena/config/setting_rows.hpp"

namespace arena {

class SettingsLayer {
 public:
  SettingsLayer() = default;

  // A settings file's object for a kind of run: an unknown field is refused with the nearest
  // known name as a hint; each value is checked against its row. Besides the rows it takes
  // "mode" (the kind, as config.json writes it) and "seed_hash" (config.json's commitment,
  // checked by `arena verify`, not here). A setting of another kind of run is refused at resolve.
  static SettingsLayer from_file(const nlohmann::json& object, std::string_view source,
                                 RunKind kind);

  // A flag as the user typed it: `texts` holds each occurrence (several for --bot; a switch
  // such as --duplicate gives "true"). Checked at once; messages name `source` and the flag.
  void set_flag(std::string_view flag, const std::vector<std::string>& texts,
                std::string_view source = "command line");
  void set_flag(std::string_view flag, const std::string& text,
                std::string_view source = "command line") {
    set_flag(flag, std::vector<std::string>{text}, source);
  }

  // The value a row was given in this layer, or null.
  const SettingValue* find(const SettingRow& row) const;
  bool empty() const { return values_.empty(); }

  // This layer's values with `over`'s on top.
  SettingsLayer under(const SettingsLayer& over) const;

  // Every value given, by row key.
  const std::map<std::string_view, SettingValue>& values() const { return values_; }

 private:
  std::map<std::string_view, SettingValue> values_;  // keys are the rows' own
};

}  // namespace arena
