#include "study/Progress.h"

#include "io/Error.h"
#include "io/JsonFields.h"
#include "io/JsonLoad.h"

#include <nlohmann/json.hpp>

namespace gp {

void StudyProgress::addMissed(const std::string& questionId, long today)
{
    deck.try_emplace(questionId, DeckCard{Sm2Card{}, today});
}

void StudyProgress::grade(const std::string& questionId, int quality, long today)
{
    DeckCard& card = deck[questionId];
    card.schedule = review(card.schedule, quality);
    card.due = today + card.schedule.intervalDays;
}

std::vector<std::string> StudyProgress::due(long today) const
{
    std::vector<std::string> out;
    for (const auto& [id, card] : deck)
        if (card.due <= today)
            out.push_back(id);
    return out;
}

std::string progressToText(const StudyProgress& p)
{
    nlohmann::json j;
    j["format"] = "goodput-planner-study";
    j["version"] = 1;
    j["exams"] = nlohmann::json::array();
    for (const ExamResult& e : p.exams) {
        nlohmann::json topics = nlohmann::json::object();
        for (const auto& [topic, score] : e.byTopic)
            topics[topic] = {score.first, score.second};
        j["exams"].push_back(
            {{"date", e.date}, {"correct", e.correct}, {"total", e.total}, {"by_topic", topics}, {"missed", e.missed}});
    }
    j["deck"] = nlohmann::json::object();
    for (const auto& [id, c] : p.deck)
        j["deck"][id] = {{"easiness", c.schedule.easiness},
                         {"repetitions", c.schedule.repetitions},
                         {"interval_days", c.schedule.intervalDays},
                         {"due", c.due}};
    return j.dump(2);
}

StudyProgress progressFromText(std::string_view text, const std::string& source)
{
    const nlohmann::json j = parseJson(text, source);
    const JsonFields root(j, source);
    root.requireFormat("goodput-planner-study", 1);
    StudyProgress p;
    if (const auto exams = j.find("exams"); exams != j.end() && exams->is_array()) {
        for (const auto& e : *exams) {
            const JsonFields f(e, source + ": exam");
            ExamResult r;
            r.date = f.string("date", "");
            r.correct = f.integer("correct", 0);
            r.total = f.integer("total", 0);
            if (r.total < 0 || r.correct < 0 || r.correct > r.total)
                throw Error(ErrorCode::OutOfRange, source + ": exam", "correct must be within 0 and total");
            if (const auto t = e.find("by_topic"); t != e.end() && t->is_object())
                for (const auto& [topic, score] : t->items())
                    if (score.is_array() && score.size() == 2 && score[0].is_number_integer() &&
                        score[1].is_number_integer())
                        r.byTopic[topic] = {score[0].get<int>(), score[1].get<int>()};
            if (const auto m = e.find("missed"); m != e.end() && m->is_array())
                for (const auto& id : *m)
                    if (id.is_string())
                        r.missed.push_back(id.get<std::string>());
            p.exams.push_back(std::move(r));
        }
    }
    if (const auto deck = j.find("deck"); deck != j.end() && deck->is_object()) {
        for (const auto& [id, c] : deck->items()) {
            const JsonFields f(c, source + ": deck");
            DeckCard card;
            card.schedule.easiness = f.number("easiness", 2.5);
            card.schedule.repetitions = f.integer("repetitions", 0);
            card.schedule.intervalDays = f.integer("interval_days", 0);
            card.due = static_cast<long>(f.number("due", 0));
            if (card.schedule.easiness < 1.3 || card.schedule.easiness > 10)
                throw Error(ErrorCode::OutOfRange, source + ": deck", "easiness 1.3 to 10");
            p.deck[id] = card;
        }
    }
    return p;
}

} // namespace gp
