#include "decision/GraphLibrary.h"
#include "decision/Walk.h"
#include "study/ExamSession.h"
#include "study/Question.h"
#include "study/Sm2.h"

#include <QRegularExpression>
#include <QStringList>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>

class TestStudy : public QObject {
    Q_OBJECT
private slots:
    void bankCoversEveryTopic();
    void pathAnswersAgreeWithWalkingTheGraph();
    void techniqueAnswersAreTheNodesFactor();
    void numericAnswersByHand();
    void choicesAreDistinctAndPlausible();
    void noTwoChoicesNameTheSameRecommendation();
    void pathQuestionsReadAsSentences();
    void drawIsDeterministic();
    void everyQuestionStandsAlone();
    void countsAreWholeNumbers();
    void sm2ByHand();
    void textsTranslateTheirPatternAndParts();
    void examScoresWhatWasAnswered();
    void examClockEndsIt();
};

namespace {
// A choice question with its right answer "a" in the given topic.
gp::Question question(const char* id, const char* topic)
{
    gp::Question q;
    q.id = id;
    q.topic = topic;
    q.choices = {{"a", gp::Text("A")}, {"b", gp::Text("B")}};
    q.answer = "a";
    return q;
}
} // namespace

void TestStudy::examScoresWhatWasAnswered()
{
    gp::ExamSession exam({question("q1", "scale"), question("q2", "scale"), question("q3", "techniques"),
                          question("q4", "techniques")},
                         600);
    QVERIFY(exam.running());
    exam.respond("b");
    exam.respond("a"); // a second pick replaces the first
    exam.next();
    exam.respond("b"); // wrong
    exam.next();
    exam.respond("a");
    QCOMPARE(*exam.response(), std::string("a"));
    exam.clearResponse(); // taken back: q3 left unanswered
    QVERIFY(!exam.answered());
    QVERIFY(!exam.response());
    exam.next();
    QCOMPARE(exam.index(), std::size_t(3));
    exam.next(); // past the last: the exam ends
    QVERIFY(exam.finished());
    exam.respond("a"); // too late
    const gp::ExamResult r = exam.result("2026-12-01");
    QCOMPARE(r.total, 4);
    QCOMPARE(r.correct, 1);
    QCOMPARE(r.missed, (std::vector<std::string>{"q2", "q3", "q4"}));
    QCOMPARE(r.byTopic.at("scale"), std::make_pair(1, 2));
    QCOMPARE(r.byTopic.at("techniques"), std::make_pair(0, 2));
    const auto outcomes = exam.outcomes();
    QCOMPARE(*outcomes[1].response, std::string("b"));
    QVERIFY(!outcomes[2].response); // shown as not answered
}

void TestStudy::examClockEndsIt()
{
    gp::ExamSession exam({question("q1", "scale"), question("q2", "scale")}, 3);
    exam.respond("a");
    QVERIFY(exam.tick());
    QVERIFY(exam.tick());
    QVERIFY(!exam.tick()); // the third second ends it, at the first question
    QVERIFY(exam.finished());
    const gp::ExamResult r = exam.result("d");
    QCOMPARE(r.correct, 1);
    QCOMPARE(r.missed, std::vector<std::string>{"q2"}); // not reached
    // A drawn exam has the count asked for, and the minutes as seconds.
    const gp::ExamSession drawn = gp::ExamSession::draw(5, 2, 42);
    QCOMPARE(drawn.size(), std::size_t(5));
    QCOMPARE(drawn.secondsLeft(), 120);
    QVERIFY(!gp::ExamSession().running());
}

void TestStudy::textsTranslateTheirPatternAndParts()
{
    // A question as the bank builds it: a pattern with a translatable part, a number and a list.
    const gp::Text t("%1: at %2 nodes, %3?", {gp::Text("Which GPU?"), gp::Text::number(0.25),
                                             gp::Text::list({gp::Text("Yes"), gp::Text::verbatim("H100")})});
    QCOMPARE(t.english(), std::string("Which GPU?: at 0.25 nodes, Yes; H100?"));
    // A language with another word order and decimal mark: the parts move, the verbatim part stays as it is.
    const std::map<std::string, std::string> ja{{"%1: at %2 nodes, %3?", "%1：%3、ノード %2？"},
                                                {"Which GPU?", "どの GPU？"},
                                                {"Yes", "はい"},
                                                {"; ", "、"}};
    const auto translate = [&ja](const std::string& s) { return ja.count(s) ? ja.at(s) : s; };
    const auto comma = [](double v) { return v == 0.25 ? std::string("0,25") : std::string("?"); };
    QCOMPARE(t.render(translate, comma), std::string("どの GPU？：はい、H100、ノード 0,25？"));
}

void TestStudy::bankCoversEveryTopic()
{
    std::set<std::string> topics;
    std::set<std::string> ids;
    for (const gp::Question& q : gp::allQuestions()) {
        topics.insert(q.topic);
        QVERIFY2(ids.insert(q.id).second, q.id.c_str()); // ids are unique: progress refers to them
        QVERIFY(!q.explanation.empty());
    }
    QCOMPARE(topics, (std::set<std::string>{"gpu-selection", "cost-efficiency", "training-time", "techniques",
                                             "runtime-formula", "scale", "inference"}));
}

void TestStudy::pathAnswersAgreeWithWalkingTheGraph()
{
    int checked = 0;
    for (const gp::Question& q : gp::allQuestions()) {
        if (q.graph.empty() || q.topic == "techniques")
            continue;
        const gp::Graph* g = gp::builtinGraph(q.graph);
        QVERIFY(g);
        gp::Walk walk(*g);
        walk.replay(q.path);
        std::string answerText;
        for (const auto& c : q.choices)
            if (c.id == q.answer)
                answerText = c.text.english();
        QVERIFY2(walk.current().text == answerText, (q.id + ": " + walk.current().text + " vs " + answerText).c_str());
        ++checked;
    }
    // Every path the guide draws through the three flows, and every edge of their questions.
    QVERIFY(checked >= 70);
}

void TestStudy::techniqueAnswersAreTheNodesFactor()
{
    const gp::Graph* g = gp::builtinGraph("goodput-improvement");
    int checked = 0;
    for (const gp::Question& q : gp::allQuestions()) {
        if (q.topic != "techniques")
            continue;
        const std::string node = q.id.substr(std::string("techniques/").size());
        const std::string factor = g->node(node)->improves;
        std::string answer;
        for (const auto& c : q.choices)
            if (c.id == q.answer)
                answer = c.text.english();
        QVERIFY2(QString::fromStdString(answer).startsWith(QString::fromStdString(factor), Qt::CaseInsensitive),
                 q.id.c_str());
        // The path walks to the technique.
        gp::Walk walk(*g);
        walk.replay(q.path);
        QCOMPARE(walk.current().id, node);
        ++checked;
    }
    QCOMPARE(checked, 11); // the guide's eight, and in-job restart, elastic training and straggler detection
}

void TestStudy::numericAnswersByHand()
{
    int checked = 0;
    for (const gp::Question& q : gp::allQuestions()) {
        if (!q.numeric() || q.topic != "runtime-formula")
            continue; // the inference questions are checked by hand in tst_inference
        // The id carries the inputs: runtime-formula/tw-N-trm-tch-tre.
        const QStringList parts = QString::fromStdString(q.id).section(QLatin1Char('/'), 1).split(QLatin1Char('-'));
        QCOMPARE(parts.size(), 5);
        const double tw = parts[0].toDouble(), n = parts[1].toDouble(), trm = parts[2].toDouble(),
                     tch = parts[3].toDouble(), tre = parts[4].toDouble();
        const double expected = (tw - n * (trm + tch) - n * tre) / (tw - n * tre) * 100.0;
        QVERIFY(std::abs(*q.numericAnswer - expected) < 1e-9);
        QVERIFY(q.isCorrect(std::to_string(expected + 0.09)));
        QVERIFY(!q.isCorrect(std::to_string(expected + 0.2)));
        QVERIFY(!q.isCorrect("ninety"));
        ++checked;
    }
    QVERIFY(checked >= 20);
    // 720 h, 12 interruptions, 0.5 h, 1 h, 0.25 h would be (720 - 18 - 3) / 717 = 97.49 %.
}

void TestStudy::choicesAreDistinctAndPlausible()
{
    for (const gp::Question& q : gp::allQuestions()) {
        if (q.numeric())
            continue;
        QVERIFY2(q.choices.size() >= 3, q.id.c_str());
        std::set<std::string> texts;
        for (const auto& c : q.choices)
            QVERIFY2(texts.insert(c.text.english()).second, q.id.c_str());
        QVERIFY(q.isCorrect(q.answer));
    }
}

// The recommendations of the four flows that say the same thing in other words, grouped by hand from the guide:
// a question offering two of one group would mark a right idea wrong.
void TestStudy::noTwoChoicesNameTheSameRecommendation()
{
    const std::vector<std::set<std::string>> sameIdea = {
        {"T4 or L4", "T4 or L4 (if performance validates)"},
        {"Consider migrating to TPUs (e.g. TPU v5e)", "Consider updating or rewriting for a TPU"},
        {"Commit to reservations for long-term savings", "Reserve or commit resources",
         "Reserve resources: DWS calendar mode, or DWS flex-start"},
    };
    int offered = 0;
    for (const gp::Question& q : gp::allQuestions()) {
        for (const auto& group : sameIdea) {
            int inGroup = 0;
            for (const auto& c : q.choices)
                inGroup += group.count(c.text.english()) ? 1 : 0;
            QVERIFY2(inGroup <= 1, q.id.c_str());
            offered += inGroup;
        }
    }
    QVERIFY(offered > 20); // the groups are offered, one at a time
    // The case seen in an exam: the cost flow's TPU answer beside the training-time flow's.
    const gp::Question* tpu = gp::findQuestion("cost-efficiency/next/can-rewrite.yes");
    QVERIFY(tpu);
    std::vector<std::string> texts;
    for (const auto& c : tpu->choices)
        texts.push_back(c.text.english());
    QVERIFY(std::count(texts.begin(), texts.end(), "Consider migrating to TPUs (e.g. TPU v5e)") == 1);
    QVERIFY(std::count(texts.begin(), texts.end(), "Consider updating or rewriting for a TPU") == 0);
}

// A path question says its walk as sentences, a repeated finding once, never "Fast enough? No; Fast enough? No".
void TestStudy::pathQuestionsReadAsSentences()
{
    int checked = 0;
    for (const gp::Question& q : gp::allQuestions()) {
        if (q.id.find("/path/") == std::string::npos)
            continue;
        const QString text = QString::fromStdString(q.text.english());
        QVERIFY2(!text.contains(QLatin1String("? ")) || text.endsWith(QLatin1String("What does the decision tree lead to?")),
                 q.id.c_str());
        QVERIFY2(text.count(QLatin1Char('?')) == 1, q.id.c_str()); // only the question itself asks
        QVERIFY2(text.count(QLatin1String("not fast enough")) <= 1, q.id.c_str());
        ++checked;
    }
    QVERIFY(checked >= 15);
    // Written out by hand: the training-time walk that fixes the data, still too slow, finds GPU utilization and
    // network fine, reviews the code, is still too slow and can rewrite it.
    const gp::Question* q = gp::findQuestion("training-time/path/yes.next.no.no.no.next.no.yes.");
    QVERIFY(q);
    QCOMPARE(q->text.english(),
             std::string("Optimizing GPU training time: Data loading is the bottleneck. The job is still not fast "
                         "enough. GPU utilization is not low. Network latency is not high. Code updates are "
                         "feasible. What does the decision tree lead to?"));
}

void TestStudy::drawIsDeterministic()
{
    const auto a = gp::drawQuestions(20, 5);
    const auto b = gp::drawQuestions(20, 5);
    const auto c = gp::drawQuestions(20, 6);
    QCOMPARE(a.size(), std::size_t(20));
    bool same = true, differs = false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        same = same && a[i].id == b[i].id;
        differs = differs || a[i].id != c[i].id;
    }
    QVERIFY(same);
    QVERIFY(differs);
    std::set<std::string> topics;
    for (const auto& q : gp::drawQuestions(6, 9))
        topics.insert(q.topic);
    QCOMPARE(topics.size(), std::size_t(6)); // every topic in a sheet of six
    QCOMPARE(gp::drawQuestions(100000, 1).size(), gp::allQuestions().size());
}

// An exam draws questions in any order and shows one at a time, so no text may lean on another: none opens with a
// back-reference ("The same model and batch on H100 ...", "This job ...") or points at an earlier question, no two
// questions read the same and want different answers, and a question about a served model names the model and the batch.
void TestStudy::everyQuestionStandsAlone()
{
    const QRegularExpression opensBack(
        QStringLiteral("^(the same|same|this|that|these|those|it|its|they|their|such|again|also|likewise|"
                       "as before|as above|then)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpression pointsBack(
        QStringLiteral("\\b(previous|preceding|earlier question|question before|as above|as before|"
                       "same (model|batch|plan|job|case|question))\\b"),
        QRegularExpression::CaseInsensitiveOption);
    std::map<std::string, std::pair<std::string, std::string>> seen; // text -> id, right answer
    std::string twins;
    int named = 0;
    for (const gp::Question& q : gp::allQuestions()) {
        const std::string english = q.text.english();
        const QString text = QString::fromStdString(english);
        QVERIFY2(!opensBack.match(text).hasMatch(), (q.id + ": " + english).c_str());
        QVERIFY2(!pointsBack.match(text).hasMatch(), (q.id + ": " + english).c_str());
        // Two questions may read the same only if they want the same answer (two walks through a loop, whose
        // repeated finding is said once, to the same end).
        std::string right = q.numeric() ? std::to_string(*q.numericAnswer) : std::string();
        for (const auto& c : q.choices)
            if (c.id == q.answer)
                right = c.text.english();
        if (const auto [it, fresh] = seen.emplace(english, std::make_pair(q.id, right));
            !fresh && it->second.second != right)
            twins += q.id + " reads as " + it->second.first + ": " + english + "\n";
        // inference/memory-<model>-<precision>-<context>-<batch>, and likewise accelerators-.
        const QString id = QString::fromStdString(q.id);
        for (const QString& kind : {QStringLiteral("inference/memory-"), QStringLiteral("inference/accelerators-")}) {
            if (!id.startsWith(kind))
                continue;
            const QStringList parts = id.mid(kind.size()).split(QLatin1Char('-'));
            QVERIFY(parts.size() >= 4);
            const QString model = parts.mid(0, parts.size() - 3).join(QLatin1Char('-'));
            const QString batch = parts.last(), context = parts[parts.size() - 2];
            QVERIFY2(text.startsWith(model + QStringLiteral(" (")), qPrintable(text));
            QVERIFY2(text.contains(batch + QStringLiteral(" sequences of ") + context + QStringLiteral(" tokens")),
                     qPrintable(text));
            ++named;
        }
    }
    QVERIFY2(twins.empty(), twins.c_str());
    QVERIFY(named >= 9); // five memory questions and the four cases that fit on H100
    const gp::Question* q = gp::findQuestion("inference/accelerators-llama-3.1-70b-bf16-8192-32");
    QVERIFY(q);
    QCOMPARE(q->text.english(),
             std::string("llama-3.1-70b (70.55 billion parameters, 80 layers, 8 key-value heads of dimension 128) is "
                         "served in bf16 (bytes per weight: 2; per cached value: 2) on H100 80 GB, 32 sequences of "
                         "8192 tokens at a time, the runtime keeping 10 % of each accelerator's memory and a replica "
                         "taking 1, 2, 4 or 8 of one VM's accelerators (tensor parallel). How many accelerators does "
                         "a replica need, at the fewest?"));
}

// A count is asked and written as a whole number; every numeric answer, written with the places its question
// carries, is itself scored right.
void TestStudy::countsAreWholeNumbers()
{
    int counts = 0, others = 0;
    for (const gp::Question& q : gp::allQuestions()) {
        if (!q.numeric())
            continue;
        const bool count = q.id.starts_with("inference/accelerators-") || q.id.starts_with("inference/replicas-");
        QVERIFY2(count == (q.decimals == 0), q.id.c_str());
        QVERIFY(q.decimals >= 0 && q.decimals <= 6);
        char written[64];
        std::snprintf(written, sizeof written, "%.*f", q.decimals, *q.numericAnswer);
        QVERIFY2(q.isCorrect(written), (q.id + ": " + written).c_str());
        if (count) {
            QCOMPARE(*q.numericAnswer, std::round(*q.numericAnswer));
            QVERIFY(q.tolerance < 0.5); // only the whole number itself rounds to it
            QVERIFY(!q.isCorrect(std::to_string(*q.numericAnswer + 1)));
            ++counts;
        } else {
            ++others;
        }
    }
    QVERIFY(counts >= 10); // four accelerator counts and six replica counts
    QVERIFY(others >= 20);
    // A peak of 30 requests/s at 6.86 per replica: 30 / 6.86 = 4.37, so 5 replicas, written "5".
    const gp::Question* replicas = gp::findQuestion("inference/replicas-6.86-30");
    QVERIFY(replicas);
    QCOMPARE(replicas->decimals, 0);
    QCOMPARE(*replicas->numericAnswer, 5.0);
}

void TestStudy::sm2ByHand()
{
    gp::Sm2Card c;
    c = gp::review(c, 5); // first success: 1 day; EF 2.5 + 0.1
    QCOMPARE(c.intervalDays, 1);
    QVERIFY(std::abs(c.easiness - 2.6) < 1e-12);
    c = gp::review(c, 5); // second: 6 days; EF 2.7
    QCOMPARE(c.intervalDays, 6);
    QVERIFY(std::abs(c.easiness - 2.7) < 1e-12);
    c = gp::review(c, 5); // third: 6 x 2.7 = 16.2 -> 16 days; EF 2.8
    QCOMPARE(c.intervalDays, 16);
    QVERIFY(std::abs(c.easiness - 2.8) < 1e-12);
    c = gp::review(c, 3); // 16 x 2.8 = 44.8 -> 45 days; EF 2.8 + 0.1 - 2 (0.08 + 0.04) = 2.66
    QCOMPARE(c.intervalDays, 45);
    QVERIFY(std::abs(c.easiness - 2.66) < 1e-12);
    c = gp::review(c, 2); // a lapse: back to 1 day; EF 2.66 + 0.1 - 3 (0.08 + 0.06) = 2.34
    QCOMPARE(c.intervalDays, 1);
    QCOMPARE(c.repetitions, 0);
    QVERIFY(std::abs(c.easiness - 2.34) < 1e-12);
    for (int i = 0; i < 10; ++i)
        c = gp::review(c, 0); // EF never below 1.3
    QCOMPARE(c.easiness, 1.3);
    c = gp::review(c, 4); // 1 day again; EF 1.3 + 0.1 - (0.08 + 0.02) = 1.3
    QCOMPARE(c.intervalDays, 1);
    QVERIFY(std::abs(c.easiness - 1.3) < 1e-12);
}

QTEST_APPLESS_MAIN(TestStudy)
#include "tst_study.moc"
