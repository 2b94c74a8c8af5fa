#pragma once

#include <string>

namespace gp {

// A figure as the step model's errors write it ("%g": "126", "2.5e+06").
std::string stepNumber(double v);

// Throws gp::Error(NotPositive) naming `field` for a parallel degree below 1.
void checkDegree(int v, const char* field);

} // namespace gp
