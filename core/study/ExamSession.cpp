#include "study/ExamSession.h"

#include <algorithm>

namespace gp {

ExamSession::ExamSession(std::vector<Question> questions, int seconds)
    : questions_(std::move(questions))
    , responses_(questions_.size())
    , secondsLeft_(std::max(0, seconds))
{
    finished_ = questions_.empty();
}

ExamSession ExamSession::draw(int count, int minutes, std::uint64_t seed)
{
    return ExamSession(drawQuestions(count, seed), minutes * 60);
}

bool ExamSession::tick(int seconds)
{
    if (!running())
        return false;
    secondsLeft_ = std::max(0, secondsLeft_ - seconds);
    if (secondsLeft_ == 0)
        finish();
    return running();
}

void ExamSession::respond(const std::string& response)
{
    if (running())
        responses_.at(index_) = response;
}

void ExamSession::clearResponse()
{
    if (running())
        responses_.at(index_).reset();
}

void ExamSession::next()
{
    if (!running())
        return;
    if (index_ + 1 >= questions_.size())
        finish();
    else
        ++index_;
}

void ExamSession::finish()
{
    finished_ = true;
}

std::vector<ExamSession::Outcome> ExamSession::outcomes() const
{
    std::vector<Outcome> out;
    out.reserve(questions_.size());
    for (std::size_t i = 0; i < questions_.size(); ++i) {
        const auto& r = responses_[i];
        out.push_back({&questions_[i], r, r.has_value() && questions_[i].isCorrect(*r)});
    }
    return out;
}

ExamResult ExamSession::result(std::string date) const
{
    ExamResult r;
    r.date = std::move(date);
    for (const Outcome& o : outcomes()) {
        auto& score = r.byTopic[o.question->topic];
        ++score.second;
        ++r.total;
        if (o.correct) {
            ++score.first;
            ++r.correct;
        } else {
            r.missed.push_back(o.question->id);
        }
    }
    return r;
}

} // namespace gp
