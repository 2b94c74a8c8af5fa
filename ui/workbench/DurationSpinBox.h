#pragma once

#include "units/Duration.h"

#include <QDoubleSpinBox>

#include <optional>

namespace gpui {

// A spin box for a length of time that reads in the unit the value's magnitude calls for, the unit its chart and
// the proposal use for it (gp::timeUnitFor): "45 s", "7.04 h", "30 days". Its value() stays in the unit the
// caller keeps (minutes: perUnit 60), so a slider beside it maps positions as before. A typed number takes the unit
// shown unless it names one: "45", "2 h", "90 min", "1.5 days".
class DurationSpinBox : public QDoubleSpinBox {
    Q_OBJECT
public:
    DurationSpinBox(double perUnit, QWidget* parent = nullptr);

    QString textFromValue(double value) const override;
    double valueFromText(const QString& text) const override;
    QValidator::State validate(QString& text, int& pos) const override;

private:
    // The typed text in hours, or nothing where it is not a length of time.
    std::optional<double> hoursOf(const QString& text) const;
    // The unit the text is in: the value's, and the caller's own for 0 ("0 s" for a save of no cost).
    gp::DurationUnit shownUnit() const;

    double perUnit_;
    gp::DurationUnit own_;
};

} // namespace gpui
