#pragma once

#include "units/Duration.h"

#include <nlohmann/json.hpp>

#include <string>

namespace gp {

// Typed reads of optional fields of a JSON object. `path` is the dotted name used in errors
// ("runtime.checkpoint_interval"). A missing field gives the fallback; a present one of the wrong type or out of
// range throws gp::Error naming the path.
class JsonFields {
public:
    JsonFields(const nlohmann::json& object, std::string path);

    bool has(const char* key) const;
    // A nested object, or an empty one when absent; WrongType when present and not an object.
    JsonFields object(const char* key) const;

    double number(const char* key, double fallback) const;
    int integer(const char* key, int fallback) const;
    bool boolean(const char* key, bool fallback) const;
    std::string string(const char* key, const std::string& fallback) const;
    std::string requiredString(const char* key) const;
    // A duration: a string such as "30m", or a number of hours.
    Duration duration(const char* key, Duration fallback) const;

    std::string pathOf(const char* key) const;

    // For a document's root: WrongFormat unless "format" is format, UnsupportedVersion unless "version" is
    // version; both name this object's path (the file).
    void requireFormat(const char* format, int version) const;

private:
    const nlohmann::json* find(const char* key) const;
    const nlohmann::json& object_;
    std::string path_;
};

} // namespace gp
