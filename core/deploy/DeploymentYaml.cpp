// A deployment file's YAML parsed within limits (docs/deploy.md, "Reading a deployment back"): UTF-8 first, then
// the flow collections measured on the raw text, then depth, aliases, values and duplicate keys counted by the
// parser's events, all before a node is built.
#include "deploy/DeploymentYaml.h"

#include "deploy/PlanFrom.h"
#include "io/Error.h"
#include "io/SafeText.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include <optional>
#include <set>
#include <sstream>
#include <string_view>
#include <vector>

namespace gp {
namespace {

// Text from the file as one short safe line, for an error.
std::string shown(const std::string& text, std::size_t maxBytes = 40)
{
    return safeLine(clipUtf8(text, maxBytes));
}

// The offset of the first byte that does not begin valid UTF-8 (overlong forms, surrogates and code points past
// U+10FFFF are not valid), or npos.
std::size_t firstInvalidUtf8(const std::string& s)
{
    static constexpr char32_t kLeast[] = {0, 0x80, 0x800, 0x10000};
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        const int extra = b < 0x80 ? 0 : (b & 0xE0) == 0xC0 ? 1 : (b & 0xF0) == 0xE0 ? 2 : (b & 0xF8) == 0xF0 ? 3 : -1;
        if (extra < 0 || s.size() - i <= static_cast<std::size_t>(extra))
            return i;
        char32_t c = b & (0x7F >> (extra == 0 ? 0 : extra + 1));
        for (std::size_t k = 1; k <= static_cast<std::size_t>(extra); ++k) {
            const auto next = static_cast<unsigned char>(s[i + k]);
            if ((next & 0xC0) != 0x80)
                return i;
            c = (c << 6) | (next & 0x3F);
        }
        if (c < kLeast[extra] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
            return i;
        i += static_cast<std::size_t>(extra) + 1;
    }
    return std::string::npos;
}

// YAML is Unicode text: a Latin-1 file would reach yaml-cpp and come back as its raw message, naming no file.
void checkUtf8(const std::string& text, const std::string& name)
{
    const std::size_t bad = firstInvalidUtf8(text);
    if (bad == std::string::npos)
        return;
    const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(bad), '\n');
    throw Error(ErrorCode::NotADeployment, name,
                "not UTF-8 text: line " + std::to_string(line) + ", byte offset " + std::to_string(bad));
}

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// Flow collections ("[...]", "{...}") measured on the raw text before yaml-cpp reads it: its scanner takes in a
// flow collection whole, and a line's quoted values and anchors, before the parser's first event of them, so 1 MB of
// "[" cost 250 MB and 1 MB of "[x,x,..." 150 MB before LimitsHandler could count a level or a value. A token counts
// where yaml-cpp's scanner starts one (a bracket or a quote inside a plain text is text; a comment is skipped). Lines
// of a block scalar or a plain text are not told apart from the YAML around them; real files stay far below the
// limits.
class FlowScan {
public:
    FlowScan(const std::string& text, const std::string& name) : s_(text), name_(name) {}

    void run()
    {
        for (i_ = 0; i_ < s_.size(); ++i_) {
            const char c = s_[i_];
            if (c == '\n')
                ++line_;
            if (quote_)
                quoted(c);
            else if (isBlank(c))
                blank(c);
            else if (c == '#' && (blank_ || start_))
                i_ = std::min(s_.find('\n', i_), s_.size()) - 1; // the comment, to its line's end
            else
                token(c);
        }
    }

private:
    void quoted(char c)
    {
        if (quote_ == '"' && c == '\\' && i_ + 1 < s_.size()) {
            if (s_[++i_] == '\n')
                ++line_;
        } else if (c == '\'' && quote_ == '\'' && i_ + 1 < s_.size() && s_[i_ + 1] == '\'') {
            ++i_; // '' is a quote inside single quotes
        } else if (c == quote_) {
            quote_ = 0;
            start_ = true; // as yaml-cpp's scanner: after a quoted value, a token
            blank_ = false;
        }
    }
    void blank(char c)
    {
        blank_ = true;
        if (c == '\n') {
            lineStart_ = i_ + 1;
            start_ = start_ || depth_ == 0; // in block context a line may start a value
        }
    }
    void token(char c)
    {
        blank_ = false;
        const bool flow = depth_ > 0;
        if (c == '[' || c == '{') {
            if (flow || start_)
                open();
            start_ = flow || start_;
        } else if (c == ']' || c == '}') {
            if (flow) {
                --depth_;
                value();
            }
            start_ = depth_ > 0;
        } else if (c == ',') {
            if (flow)
                value();
            start_ = flow;
        } else if ((c == '\'' || c == '"') && start_) {
            quote_ = c;
            value(); // '"" "" ...' on one line is queued whole in block context too
        } else if ((c == '!' || c == '&' || c == '*') && start_) {
            property();
        } else if (indicator(c)) {
            if (flow)
                value(); // "[? ? ? ..." holds no value but as many tokens
            start_ = true;
        } else {
            if (start_ && flow)
                value();
            start_ = false;
        }
    }
    // ":", "?" and "-" before a blank, and "---" at a line's start; in flow any ":" (JSON's "a":1).
    bool indicator(char c)
    {
        const auto blankAt = [this](std::size_t j) { return j >= s_.size() || isBlank(s_[j]); };
        if (c == '-' && i_ == lineStart_ && s_.compare(i_, 3, "---") == 0 && blankAt(i_ + 3)) {
            i_ += 2;
            return true;
        }
        return (c == ':' || c == '?' || c == '-') && (blankAt(i_ + 1) || (c == ':' && depth_ > 0));
    }
    // A tag or anchor before a value, or an alias: skipped to its end; a value may still start after it.
    void property()
    {
        const auto ends = [this](char n) {
            return isBlank(n) || (depth_ > 0 && std::string_view(",[]{}").find(n) != std::string_view::npos);
        };
        if (s_.compare(i_, 2, "!<") == 0) { // a verbatim tag, "!<tag:yaml.org,2002:str>": to its ">"
            const std::size_t end = s_.find_first_of(">\n", i_);
            i_ = end == std::string::npos ? s_.size() - 1 : (s_[end] == '>' ? end : end - 1);
        } else {
            while (i_ + 1 < s_.size() && !ends(s_[i_ + 1]))
                ++i_;
        }
        value(); // "&a &a ..." on one line is queued whole in block context too
    }
    void open()
    {
        value();
        if (++depth_ > kDeploymentMaxDepth)
            refuse("nested deeper than " + std::to_string(kDeploymentMaxDepth) + " levels");
    }
    void value()
    {
        if (++values_ > kDeploymentMaxNodes)
            refuse("more than " + std::to_string(kDeploymentMaxNodes) + " values and separators");
    }
    [[noreturn]] void refuse(const std::string& why) const
    {
        throw Error(ErrorCode::YamlSyntax, name_, "line " + std::to_string(line_) + ": " + why);
    }

    const std::string& s_;
    const std::string& name_;
    std::size_t i_ = 0;
    std::size_t lineStart_ = 0;
    std::size_t line_ = 1;
    int depth_ = 0;
    int values_ = 0;
    char quote_ = 0;
    bool start_ = true; // a value may start here
    bool blank_ = true; // after a blank or a line's start: a "#" begins a comment
};

// Counts what the parser meets and stops it past the limits, before a node is built: depth, aliases and nodes; and
// refuses a key twice in one mapping (SkyPilot does; yaml-cpp would keep one of them silently).
class LimitsHandler : public YAML::EventHandler {
public:
    explicit LimitsHandler(const std::string& name) : name_(name) {}
    void OnDocumentStart(const YAML::Mark&) override { open_.clear(); }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark& m, YAML::anchor_t) override { node(m, nullptr); }
    void OnAlias(const YAML::Mark& m, YAML::anchor_t) override
    {
        node(m, nullptr);
        if (++aliases_ > kDeploymentMaxAliases)
            refuse(m, "more than " + std::to_string(kDeploymentMaxAliases) + " aliases");
    }
    void OnScalar(const YAML::Mark& m, const std::string&, YAML::anchor_t, const std::string& value) override
    {
        node(m, &value);
    }
    void OnSequenceStart(const YAML::Mark& m, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override
    {
        open(m, false);
    }
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark& m, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override
    {
        open(m, true);
    }
    void OnMapEnd() override { close(); }

private:
    // An open collection; for a mapping, its scalar keys so far and whether a key comes next.
    struct Open {
        bool map = false;
        bool keyNext = true;
        std::set<std::string> keys;
    };
    void node(const YAML::Mark& m, const std::string* scalar)
    {
        if (++nodes_ > kDeploymentMaxNodes)
            refuse(m, "more than " + std::to_string(kDeploymentMaxNodes) + " values");
        if (open_.empty() || !open_.back().map)
            return;
        Open& o = open_.back();
        if (o.keyNext && scalar && !o.keys.insert(*scalar).second)
            refuse(m, "duplicate key \"" + shown(*scalar) + "\"");
        o.keyNext = !o.keyNext;
    }
    void open(const YAML::Mark& m, bool map)
    {
        node(m, nullptr);
        open_.push_back(Open{map, true, {}});
        if (open_.size() > static_cast<std::size_t>(kDeploymentMaxDepth))
            refuse(m, "nested deeper than " + std::to_string(kDeploymentMaxDepth) + " levels");
    }
    void close()
    {
        if (!open_.empty())
            open_.pop_back();
    }
    [[noreturn]] void refuse(const YAML::Mark& m, const std::string& why) const
    {
        throw Error(ErrorCode::YamlSyntax, name_, "line " + std::to_string(m.line + 1) + ": " + why);
    }
    const std::string& name_;
    std::vector<Open> open_;
    int aliases_ = 0;
    int nodes_ = 0;
};

} // namespace

std::vector<YAML::Node> parseDeploymentYaml(const std::string& text, const std::string& name)
{
    checkUtf8(text, name);
    FlowScan(text, name).run();
    try {
        {
            std::istringstream in(text);
            YAML::Parser parser(in);
            LimitsHandler limits(name);
            while (parser.HandleNextDocument(limits)) {
            }
        }
        return YAML::LoadAll(text);
    } catch (const YAML::Exception& e) {
        throw Error(ErrorCode::YamlSyntax, name, "line " + std::to_string(e.mark.line + 1) + ": " + e.msg);
    }
}


} // namespace gp
