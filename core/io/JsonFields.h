#pragma once

#include "i18n/Text.h"

#include <nlohmann/json.hpp>

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

// Typed reads of optional fields of a JSON object. `path` is the dotted name used in errors
// ("runtime.checkpoint_interval"). A missing field gives the fallback; a present one of the wrong type or out of
// range throws gp::Error naming the path.
//
// A reader that is given a list of unknown keys states the keys each object may have (knownKeys()); every other
// key is added to the list as its path ("scale.nodez"), so that what the readers ignore is reported, never lost
// without a word. Nested objects (object(), child()) add to the same list.
class JsonFields {
public:
    JsonFields(const nlohmann::json& object, std::string path, std::vector<std::string>* unknownKeys = nullptr);

    bool has(const char* key) const;
    // A nested object, or an empty one when absent; WrongType when present and not an object.
    JsonFields object(const char* key) const;
    // Another object read as part of this one (an element of a list, a value of a map), named `path` in errors,
    // reporting to the same list of unknown keys.
    JsonFields child(const nlohmann::json& object, std::string path) const;

    // The keys this object may have: each other key is an unknown key, added to the list by its path. Without a
    // list, nothing is done.
    void knownKeys(std::initializer_list<std::string_view> keys) const;
    void knownKeys(const std::vector<std::string_view>& keys) const;
    // Reports one key of this object as unknown (a map's entry that names nothing this build has).
    void unknownKey(const std::string& key) const;

    double number(const char* key, double fallback) const;
    int integer(const char* key, int fallback) const;
    bool boolean(const char* key, bool fallback) const;
    std::string string(const char* key, const std::string& fallback) const;
    std::string requiredString(const char* key) const;
    // A duration: durationField() (units/DurationField.h).

    std::string pathOf(const char* key) const;

    // For a document's root: WrongFormat unless "format" is format, UnsupportedVersion unless "version" is
    // version; both name this object's path (the file).
    void requireFormat(const char* format, int version) const;

    // The raw value of a key, null when absent (a list's elements are read by the caller).
    const nlohmann::json* find(const char* key) const;

private:
    template <typename Keys>
    void reportUnknown(const Keys& keys) const;
    const nlohmann::json& object_;
    std::string path_;
    std::vector<std::string>* unknown_ = nullptr;
};

// At most this many unknown keys are listed; a file with more has its first ones named.
inline constexpr std::size_t kMaxUnknownKeys = 100;

// The warning for an unknown key, with its path as "%1": it was ignored.
Text unknownKeyText(const std::string& path);

} // namespace gp
