#pragma once

#include "i18n/Text.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace gp {

// Conditions over a plan's figures that let a walk answer a question from the plan (docs/model.md section 14,
// "Conditions"). A condition is a small expression:
//   accelerators > 32        kind == "inference"        latency_critical        parameters >= 1e10
//   wall_days > deadline_days and not spot              (accelerators > 8 or fits) and kind != "inference"
// Numbers compare with == != < <= > >=; texts and truth values with == and !=; `and`, `or`, `not` (or && || !)
// join truth values; a bare figure must be a truth value. Every figure named must be one of conditionFigures().

enum class FigureType { Number, Boolean, Text };

struct FigureInfo {
    const char* name;
    FigureType type;
    const char* meaning; // one line, English: what the plan's evaluation gives for it
};
// Every figure a condition may name, in the order docs/model.md lists them.
const std::vector<FigureInfo>& conditionFigures();
const FigureInfo* conditionFigure(std::string_view name);

using FigureValue = std::variant<double, bool, std::string>;
// The values at hand. A figure the plan cannot give (the serving deployment of a model no T4 or L4 serves) is
// absent, and a condition that needs it is undecided.
using FigureValues = std::map<std::string, FigureValue, std::less<>>;

inline constexpr std::size_t kMaxConditionLength = 200; // characters
inline constexpr int kMaxConditionDepth = 12;

class Condition {
public:
    // Parses and checks the types; throws gp::Error(InvalidCondition, subject, "what is wrong, at character N").
    static Condition parse(std::string_view text, const std::string& subject);

    // True or false; nullopt when a figure it needs is absent (and the rest does not decide it: `false and x` is
    // false whatever x is).
    std::optional<bool> evaluate(const FigureValues& values) const;

    const std::string& text() const { return text_; }
    std::vector<std::string> figures() const; // the figures it names, each once, in order of appearance

    struct Term;

private:
    std::shared_ptr<const Term> root_;
    std::string text_;
};

// What is wrong with a condition and where (English; a user interface translates it), or empty when it is good.
Text conditionProblem(std::string_view text);

} // namespace gp
