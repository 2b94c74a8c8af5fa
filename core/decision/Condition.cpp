#include "decision/Condition.h"

#include "io/Error.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

namespace gp {

const std::vector<FigureInfo>& conditionFigures()
{
    static const std::vector<FigureInfo> figures{
        {"kind", FigureType::Text, "what the plan is for: \"training\" or \"inference\""},
        {"accelerators", FigureType::Number,
         "accelerators in the training job; for serving, the deployment (replicas x accelerators a replica) the "
         "GPU tree's advice is based on"},
        {"accelerators_per_vm", FigureType::Number, "accelerators in one VM of that accelerator"},
        {"latency_critical", FigureType::Boolean, "the plan's response times are strict"},
        {"parameters", FigureType::Number, "the model's parameters"},
        {"tokens", FigureType::Number, "the training run's tokens"},
        {"wall_days", FigureType::Number, "the priced run's expected wall time, in days"},
        {"deadline_days", FigureType::Number, "the run's deadline in days (infinite without one)"},
        {"meets_deadline", FigureType::Boolean, "the priced run finishes within its deadline"},
        {"total_cost", FigureType::Number, "what the priced run costs, in US dollars"},
        {"goodput", FigureType::Number, "ML productivity goodput, a fraction"},
        {"scheduling_goodput", FigureType::Number, "scheduling goodput, a fraction"},
        {"runtime_goodput", FigureType::Number, "runtime goodput, a fraction"},
        {"program_goodput", FigureType::Number, "program goodput (MFU over productive time), a fraction"},
        {"mfu", FigureType::Number, "the priced accelerator's model FLOPs utilization, a fraction"},
        {"fits", FigureType::Boolean, "the model's training state fits the priced accelerators' memory"},
        {"spot", FigureType::Boolean, "the plan runs on Spot capacity"},
        {"hot_spares", FigureType::Number, "hot-spare nodes kept beside the job"},
        {"mtbf_hours", FigureType::Number, "the job's mean time between interruptions, in hours"},
    };
    return figures;
}

const FigureInfo* conditionFigure(std::string_view name)
{
    for (const FigureInfo& f : conditionFigures())
        if (name == f.name)
            return &f;
    return nullptr;
}

// A parsed condition: a tree of terms, never deeper than kMaxConditionDepth.
struct Condition::Term {
    enum class Kind { Or, And, Not, Compare, Figure, Number, Boolean, Text } kind;
    std::string op;   // a comparison's operator
    std::string name; // a figure's name, a text's value
    double number = 0;
    bool truth = false;
    FigureType type = FigureType::Boolean;
    std::vector<std::shared_ptr<const Term>> parts;
};

namespace {

using Term = Condition::Term;
using TermPtr = std::shared_ptr<const Term>;

// A condition that cannot be read: what is wrong and where, in words a user interface translates.
struct Failure {
    Text why;
};

Text verbatim(std::string s) { return Text::verbatim(std::move(s)); }

Text typeText(FigureType type)
{
    switch (type) {
    case FigureType::Number: return Text(GP_TEXT("number"));
    case FigureType::Boolean: return Text(GP_TEXT("truth value"));
    case FigureType::Text: return Text(GP_TEXT("text"));
    }
    return Text(GP_TEXT("number"));
}

// The characters of UTF-8 text: every byte but the continuation bytes.
std::size_t characterCount(std::string_view text)
{
    return static_cast<std::size_t>(
        std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

// The bytes of the character starting at `pos`: its UTF-8 lead byte and continuation bytes, never part of one.
std::size_t characterBytes(std::string_view text, std::size_t pos)
{
    std::size_t end = pos + 1;
    while (end < text.size() && end - pos < 4 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        ++end;
    return end - pos;
}

struct Token {
    enum class Kind { End, Name, Number, Text, Op, Open, Close } kind = Kind::End;
    std::string text;
    double number = 0;
    std::size_t at = 0; // 1-based character
};

class Parser {
public:
    explicit Parser(std::string_view text) : text_(text) { advance(); }

    TermPtr parseAll()
    {
        TermPtr t = parseOr(0);
        if (token_.kind != Token::Kind::End)
            fail(Text(GP_TEXT("unexpected '%1'"), {verbatim(token_.text)}), token_.at);
        if (t->type != FigureType::Boolean)
            fail(Text(GP_TEXT("the condition is a %1, not true or false"), {typeText(t->type)}), 1);
        return t;
    }

private:
    // `at` is 1-based in bytes; the user counts characters, so UTF-8 continuation bytes do not count.
    [[noreturn]] void fail(Text what, std::size_t at) const
    {
        const std::size_t character = characterCount(text_.substr(0, at - 1)) + 1;
        throw Failure{Text(GP_TEXT("%1, at character %2"), {std::move(what), verbatim(std::to_string(character))})};
    }

    void advance()
    {
        while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t'))
            ++pos_;
        token_ = Token{};
        token_.at = pos_ + 1;
        if (pos_ >= text_.size())
            return;
        const char c = text_[pos_];
        if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
            const std::size_t start = pos_;
            while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_'))
                ++pos_;
            token_.kind = Token::Kind::Name;
            token_.text = std::string(text_.substr(start, pos_ - start));
            return;
        }
        if (std::isdigit(static_cast<unsigned char>(c)) || c == '.') {
            const char* first = text_.data() + pos_;
            const auto [end, ec] = std::from_chars(first, text_.data() + text_.size(), token_.number);
            if (ec != std::errc() || !std::isfinite(token_.number))
                fail(Text(GP_TEXT("a number cannot be read")), token_.at);
            token_.kind = Token::Kind::Number;
            token_.text = std::string(first, end);
            pos_ += static_cast<std::size_t>(end - first);
            return;
        }
        if (c == '"') {
            const std::size_t close = text_.find('"', pos_ + 1);
            if (close == std::string_view::npos)
                fail(Text(GP_TEXT("a text has no closing quote")), token_.at);
            token_.kind = Token::Kind::Text;
            token_.text = std::string(text_.substr(pos_ + 1, close - pos_ - 1));
            pos_ = close + 1;
            return;
        }
        if (c == '(' || c == ')') {
            token_.kind = c == '(' ? Token::Kind::Open : Token::Kind::Close;
            token_.text = std::string(1, c);
            ++pos_;
            return;
        }
        for (const char* op : {"==", "!=", "<=", ">=", "&&", "||", "<", ">", "!"}) {
            const std::string_view o(op);
            if (text_.substr(pos_, o.size()) == o) {
                token_.kind = Token::Kind::Op;
                token_.text = op == std::string_view("&&") ? "and" : op == std::string_view("||") ? "or"
                                                           : op == std::string_view("!")  ? "not"
                                                                                          : op;
                pos_ += o.size();
                return;
            }
        }
        const std::string character(text_.substr(pos_, characterBytes(text_, pos_)));
        fail(Text(GP_TEXT("'%1' is not part of a condition"), {verbatim(character)}), token_.at);
    }

    bool isWord(const char* word) const
    {
        return (token_.kind == Token::Kind::Name || token_.kind == Token::Kind::Op) && token_.text == word;
    }

    void enter(std::size_t depth) const
    {
        if (depth > static_cast<std::size_t>(kMaxConditionDepth))
            fail(Text(GP_TEXT("nested deeper than %1"), {verbatim(std::to_string(kMaxConditionDepth))}), token_.at);
    }

    // `depth` counts the parentheses and `not`s around a term: the parser's own recursion is a few calls a level.
    TermPtr joined(Term::Kind kind, const char* word, std::size_t depth)
    {
        TermPtr left = kind == Term::Kind::Or ? parseAnd(depth) : parseNot(depth);
        if (!isWord(word))
            return left;
        auto t = std::make_shared<Term>(Term{kind, {}, {}, 0, false, FigureType::Boolean, {left}});
        while (isWord(word)) {
            const std::size_t at = token_.at;
            advance();
            TermPtr right = kind == Term::Kind::Or ? parseAnd(depth) : parseNot(depth);
            if (left->type != FigureType::Boolean || right->type != FigureType::Boolean)
                fail(Text(GP_TEXT("'%1' joins truth values"), {verbatim(word)}), at);
            t->parts.push_back(right);
        }
        return t;
    }

    TermPtr parseOr(std::size_t depth) { return joined(Term::Kind::Or, "or", depth); }
    TermPtr parseAnd(std::size_t depth) { return joined(Term::Kind::And, "and", depth); }

    TermPtr parseNot(std::size_t depth)
    {
        if (!isWord("not"))
            return parseCompare(depth);
        const std::size_t at = token_.at;
        enter(depth + 1);
        advance();
        TermPtr inner = parseNot(depth + 1);
        if (inner->type != FigureType::Boolean)
            fail(Text(GP_TEXT("'not' takes a truth value")), at);
        return std::make_shared<Term>(Term{Term::Kind::Not, {}, {}, 0, false, FigureType::Boolean, {inner}});
    }

    TermPtr parseCompare(std::size_t depth)
    {
        TermPtr left = parseValue(depth);
        if (token_.kind != Token::Kind::Op || token_.text == "not" || token_.text == "and" || token_.text == "or")
            return left;
        const std::string op = token_.text;
        const std::size_t at = token_.at;
        advance();
        TermPtr right = parseValue(depth);
        if (left->type != right->type)
            fail(Text(GP_TEXT("'%1' compares a %2 with a %3"), {verbatim(op), typeText(left->type), typeText(right->type)}),
                 at);
        if (left->type != FigureType::Number && op != "==" && op != "!=")
            fail(Text(GP_TEXT("'%1' compares numbers only"), {verbatim(op)}), at);
        return std::make_shared<Term>(Term{Term::Kind::Compare, op, {}, 0, false, FigureType::Boolean, {left, right}});
    }

    TermPtr parseValue(std::size_t depth)
    {
        const Token t = token_;
        switch (t.kind) {
        case Token::Kind::Open: {
            enter(depth + 1);
            advance();
            TermPtr inner = parseOr(depth + 1);
            if (token_.kind != Token::Kind::Close)
                fail(Text(GP_TEXT("a '(' is not closed")), t.at);
            advance();
            return inner;
        }
        case Token::Kind::Number:
            advance();
            return std::make_shared<Term>(Term{Term::Kind::Number, {}, {}, t.number, false, FigureType::Number, {}});
        case Token::Kind::Text:
            advance();
            return std::make_shared<Term>(Term{Term::Kind::Text, {}, t.text, 0, false, FigureType::Text, {}});
        case Token::Kind::Name: {
            advance();
            if (t.text == "true" || t.text == "false")
                return std::make_shared<Term>(
                    Term{Term::Kind::Boolean, {}, {}, 0, t.text == "true", FigureType::Boolean, {}});
            const FigureInfo* f = conditionFigure(t.text);
            if (!f || t.text == "and" || t.text == "or")
                fail(Text(GP_TEXT("'%1' is not a figure of the plan"), {verbatim(t.text.substr(0, 40))}), t.at);
            return std::make_shared<Term>(Term{Term::Kind::Figure, {}, t.text, 0, false, f->type, {}});
        }
        case Token::Kind::End: fail(Text(GP_TEXT("the condition ends too early")), t.at);
        default: fail(Text(GP_TEXT("unexpected '%1'"), {verbatim(t.text)}), t.at);
        }
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    Token token_;
};

// A value while evaluating: absent when a figure has none.
using Value = std::optional<FigureValue>;

Value valueOf(const Term& t, const FigureValues& values);

std::optional<bool> truthOf(const Term& t, const FigureValues& values)
{
    const Value v = valueOf(t, values);
    if (!v || !std::holds_alternative<bool>(*v))
        return std::nullopt;
    return std::get<bool>(*v);
}

std::optional<bool> compare(const std::string& op, const FigureValue& a, const FigureValue& b)
{
    if (a.index() != b.index())
        return std::nullopt;
    if (const double* x = std::get_if<double>(&a)) {
        const double y = std::get<double>(b);
        if (std::isnan(*x) || std::isnan(y))
            return std::nullopt;
        if (op == "<") return *x < y;
        if (op == "<=") return *x <= y;
        if (op == ">") return *x > y;
        if (op == ">=") return *x >= y;
    }
    if (op == "==") return a == b;
    if (op == "!=") return a != b;
    return std::nullopt;
}

Value valueOf(const Term& t, const FigureValues& values)
{
    switch (t.kind) {
    case Term::Kind::Number: return FigureValue(t.number);
    case Term::Kind::Boolean: return FigureValue(t.truth);
    case Term::Kind::Text: return FigureValue(t.name);
    case Term::Kind::Figure: {
        const auto it = values.find(t.name);
        if (it == values.end())
            return std::nullopt;
        return it->second;
    }
    case Term::Kind::Not: {
        const auto v = truthOf(*t.parts.front(), values);
        return v ? Value(FigureValue(!*v)) : std::nullopt;
    }
    case Term::Kind::Compare: {
        const Value a = valueOf(*t.parts[0], values);
        const Value b = valueOf(*t.parts[1], values);
        if (!a || !b)
            return std::nullopt;
        const auto r = compare(t.op, *a, *b);
        return r ? Value(FigureValue(*r)) : std::nullopt;
    }
    case Term::Kind::And:
    case Term::Kind::Or: {
        // Kleene's logic: one false decides `and`, one true decides `or`, whatever the unknown parts are.
        const bool decisive = t.kind == Term::Kind::Or;
        bool unknown = false;
        for (const TermPtr& p : t.parts) {
            const auto v = truthOf(*p, values);
            if (!v)
                unknown = true;
            else if (*v == decisive)
                return FigureValue(decisive);
        }
        return unknown ? std::nullopt : Value(FigureValue(!decisive));
    }
    }
    return std::nullopt;
}

void collect(const Term& t, std::vector<std::string>& out)
{
    if (t.kind == Term::Kind::Figure && std::find(out.begin(), out.end(), t.name) == out.end())
        out.push_back(t.name);
    for (const TermPtr& p : t.parts)
        collect(*p, out);
}

} // namespace

namespace {

TermPtr parseTerm(std::string_view text, Text& why)
{
    if (characterCount(text) > kMaxConditionLength) {
        why = Text(GP_TEXT("longer than %1 characters"), {verbatim(std::to_string(kMaxConditionLength))});
        return nullptr;
    }
    try {
        return Parser(text).parseAll();
    } catch (const Failure& f) {
        why = f.why;
        return nullptr;
    }
}

} // namespace

Condition Condition::parse(std::string_view text, const std::string& subject)
{
    Text why;
    Condition c;
    c.root_ = parseTerm(text, why);
    if (!c.root_)
        throw Error(ErrorCode::InvalidCondition, subject, why.english());
    c.text_ = std::string(text);
    return c;
}

std::optional<bool> Condition::evaluate(const FigureValues& values) const
{
    return root_ ? truthOf(*root_, values) : std::nullopt;
}

std::vector<std::string> Condition::figures() const
{
    std::vector<std::string> out;
    if (root_)
        collect(*root_, out);
    return out;
}

Text conditionProblem(std::string_view text)
{
    Text why;
    parseTerm(text, why);
    return why;
}

} // namespace gp
