#pragma once

#include "study/Question.h"

#include <vector>

namespace gp {

// The inference branch's numeric questions (docs/model.md section 21): the memory a served model needs, the
// accelerators of one replica, and the replicas for a peak, each computed by the serving model it teaches.
void inferenceQuestions(std::vector<Question>& out);

} // namespace gp
