#pragma once

#include "units/Duration.h"

#include <cstddef>
#include <string>

namespace gp {

struct Plan;

// Checks a whole plan: every model input against the input-range table, the simulation settings, the training run
// (sizes, shape, measured throughput), the price overrides and provisioning profiles, the length of every text,
// and that the measured throughput gives an MFU of at most 100 % on the priced accelerator. Throws gp::Error
// naming the plan field of the first problem. The loader, the document and the command line all call it: a plan
// that passes always evaluates.
void validate(const Plan& plan);

// The plan search's goal within the plan file's ranges (training.deadline, training.search.confidence and
// training.search.budget), for the plan and for the command line's flags alike: each throws gp::Error(OutOfRange,
// subject, the range).
void checkDeadlineRange(Duration deadline, const std::string& subject);
void checkConfidenceRange(double confidence, const std::string& subject);
void checkBudgetRange(double budget, const std::string& subject);

// The longest texts a plan may hold, in characters: one-line fields (title, customer, engagement, architect,
// date), and the notes. A proposal with the longest notes exports in about two seconds.
inline constexpr std::size_t kMaxLineText = 200;
inline constexpr std::size_t kMaxNotes = 100000;

// Characters (Unicode code points) of a UTF-8 text.
std::size_t characterCount(const std::string& utf8);

} // namespace gp
