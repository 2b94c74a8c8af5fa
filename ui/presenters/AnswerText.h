#pragma once

#include "plan/Evaluate.h"
#include "plan/Plan.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace gpui {

// The four answers a plan gives first, as the overview's cards and the presentation show them: for training the
// recommendation (accelerator × count, provisioning, the walk's pick), the wall days against the deadline, the cost
// and the cost per productive hour; for serving the recommendation, the latency, the cost a month and per million
// tokens.
class AnswerText {
    Q_DECLARE_TR_FUNCTIONS(gpui::AnswerText)
public:
    struct Answer {
        QString title;
        QString value;
        QString detail;
    };
    static QList<Answer> of(const gp::Plan& plan, const gp::Evaluation& ev);
    // "ML Productivity Goodput 36.6 %" or, serving, "$0.26 per million tokens · $520.56 a month".
    static QString headline(const gp::Plan& plan, const gp::Evaluation& ev);
    // The `n` techniques that raise the goodput most, largest first: the technique's name, "+3.2 points" and
    // "36.6 % → 39.8 %, runtime goodput".
    static QList<Answer> techniques(const gp::Evaluation& ev, std::size_t n);

private:
    static QList<Answer> training(const gp::Plan& plan, const gp::Evaluation& ev);
    static QList<Answer> serving(const gp::Plan& plan, const gp::Evaluation& ev);
};

} // namespace gpui
