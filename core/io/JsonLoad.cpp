#include "io/JsonLoad.h"

#include "io/Error.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>

namespace gp {
namespace {

// Counts nesting depth and stops the parse as soon as it passes the limit.
class DepthCheck : public nlohmann::json_sax<nlohmann::json> {
public:
    explicit DepthCheck(int limit) : limit_(limit) {}

    bool tooDeep = false;
    bool syntaxError = false;
    std::size_t errorOffset = 0;
    std::string errorText;

    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override { return enter(); }
    bool end_object() override { return leave(); }
    bool start_array(std::size_t) override { return enter(); }
    bool end_array() override { return leave(); }
    bool key(string_t&) override { return true; }
    bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& ex) override
    {
        syntaxError = true;
        errorOffset = position;
        errorText = ex.what();
        return false;
    }

private:
    bool enter()
    {
        if (++depth_ > limit_) {
            tooDeep = true;
            return false;
        }
        return true;
    }
    bool leave()
    {
        --depth_;
        return true;
    }
    int limit_;
    int depth_ = 0;
};

// nlohmann's messages start with "[json.exception.parse_error.101] parse error at line 1, column 2: ".
std::string shortReason(const std::string& what)
{
    const auto colon = what.find(": ", what.find("parse error"));
    return colon == std::string::npos ? what : what.substr(colon + 2);
}

} // namespace

nlohmann::json parseJson(std::string_view text, const std::string& source, const JsonLimits& limits)
{
    if (text.size() > limits.maxBytes)
        throw Error(ErrorCode::FileTooLarge, source, "limit " + std::to_string(limits.maxBytes) + " bytes");
    DepthCheck check(limits.maxDepth);
    nlohmann::json::sax_parse(text.begin(), text.end(), &check, nlohmann::json::input_format_t::json, true, true);
    if (check.tooDeep)
        throw Error(ErrorCode::NestingTooDeep, source, "limit " + std::to_string(limits.maxDepth) + " levels");
    if (check.syntaxError)
        throw Error(ErrorCode::JsonSyntax, source,
                    "byte " + std::to_string(check.errorOffset) + ": " + shortReason(check.errorText));
    try {
        return nlohmann::json::parse(text.begin(), text.end(), nullptr, true, true);
    } catch (const nlohmann::json::exception& ex) {
        throw Error(ErrorCode::JsonSyntax, source, shortReason(ex.what()));
    }
}

void requireRegularFile(const std::string& path)
{
    std::error_code error;
    const std::filesystem::file_status status = std::filesystem::status(path, error);
    if (!error && status.type() != std::filesystem::file_type::regular)
        throw Error(ErrorCode::FileUnreadable, path, "not a regular file");
}

std::string readFileLimited(const std::string& path, std::size_t maxBytes)
{
    requireRegularFile(path);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw Error(ErrorCode::FileUnreadable, path);
    std::string data;
    char buf[65536];
    while (in) {
        in.read(buf, sizeof buf);
        data.append(buf, static_cast<std::size_t>(in.gcount()));
        if (data.size() > maxBytes)
            throw Error(ErrorCode::FileTooLarge, path, "limit " + std::to_string(maxBytes) + " bytes");
    }
    if (in.bad())
        throw Error(ErrorCode::FileUnreadable, path);
    return data;
}

nlohmann::json loadJsonFile(const std::string& path, const JsonLimits& limits)
{
    return parseJson(readFileLimited(path, limits.maxBytes), path, limits);
}

} // namespace gp
