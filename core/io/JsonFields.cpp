#include "io/JsonFields.h"

#include "io/Error.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gp {
namespace {
const nlohmann::json& emptyObject()
{
    static const nlohmann::json empty = nlohmann::json::object();
    return empty;
}
} // namespace

JsonFields::JsonFields(const nlohmann::json& object, std::string path, std::vector<std::string>* unknownKeys)
    : object_(object.is_object() ? object : emptyObject())
    , path_(std::move(path))
    , unknown_(unknownKeys)
{
    if (!object.is_object())
        throw Error(ErrorCode::WrongType, path_.empty() ? "document" : path_, "expected an object");
}

JsonFields JsonFields::child(const nlohmann::json& object, std::string path) const
{
    return JsonFields(object, std::move(path), unknown_);
}

void JsonFields::unknownKey(const std::string& key) const
{
    if (unknown_ && unknown_->size() < kMaxUnknownKeys)
        unknown_->push_back(pathOf(key.substr(0, 60).c_str()));
}

template <typename Keys>
void JsonFields::reportUnknown(const Keys& keys) const
{
    if (!unknown_)
        return;
    for (const auto& [key, value] : object_.items())
        if (std::find(keys.begin(), keys.end(), std::string_view(key)) == keys.end())
            unknownKey(key);
}

void JsonFields::knownKeys(std::initializer_list<std::string_view> keys) const
{
    reportUnknown(keys);
}

void JsonFields::knownKeys(const std::vector<std::string_view>& keys) const
{
    reportUnknown(keys);
}

Text unknownKeyText(const std::string& path)
{
    return Text(GP_TEXT("%1 is not a key of this file: it was ignored. Check its spelling."), {Text::verbatim(path)});
}

std::string JsonFields::pathOf(const char* key) const
{
    return path_.empty() ? std::string(key) : path_ + "." + key;
}

const nlohmann::json* JsonFields::find(const char* key) const
{
    const auto it = object_.find(key);
    return it == object_.end() ? nullptr : &*it;
}

bool JsonFields::has(const char* key) const
{
    return find(key) != nullptr;
}

JsonFields JsonFields::object(const char* key) const
{
    const nlohmann::json* v = find(key);
    return JsonFields(v ? *v : emptyObject(), pathOf(key), unknown_);
}

double JsonFields::number(const char* key, double fallback) const
{
    const nlohmann::json* v = find(key);
    if (!v)
        return fallback;
    if (!v->is_number())
        throw Error(ErrorCode::WrongType, pathOf(key), "expected a number");
    const double d = v->get<double>();
    if (!std::isfinite(d))
        throw Error(ErrorCode::NotFinite, pathOf(key));
    return d;
}

int JsonFields::integer(const char* key, int fallback) const
{
    const nlohmann::json* v = find(key);
    if (!v)
        return fallback;
    const double d = number(key, fallback);
    if (std::floor(d) != d)
        throw Error(ErrorCode::NotAnInteger, pathOf(key));
    if (d < std::numeric_limits<int>::min() || d > std::numeric_limits<int>::max())
        throw Error(ErrorCode::OutOfRange, pathOf(key));
    return static_cast<int>(d);
}

bool JsonFields::boolean(const char* key, bool fallback) const
{
    const nlohmann::json* v = find(key);
    if (!v)
        return fallback;
    if (!v->is_boolean())
        throw Error(ErrorCode::WrongType, pathOf(key), "expected true or false");
    return v->get<bool>();
}

std::string JsonFields::string(const char* key, const std::string& fallback) const
{
    const nlohmann::json* v = find(key);
    if (!v)
        return fallback;
    if (!v->is_string())
        throw Error(ErrorCode::WrongType, pathOf(key), "expected a string");
    return v->get<std::string>();
}

std::string JsonFields::requiredString(const char* key) const
{
    if (!find(key))
        throw Error(ErrorCode::MissingField, pathOf(key));
    return string(key, {});
}

void JsonFields::requireFormat(const char* format, int version) const
{
    if (string("format", "") != format)
        throw Error(ErrorCode::WrongFormat, path_);
    if (integer("version", 0) != version)
        throw Error(ErrorCode::UnsupportedVersion, path_);
}

} // namespace gp
