#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QWidget>

namespace gpui {

// One training step's time as a stacked bar (docs/model.md section 23): compute first, then each communication
// and the pipeline bubble, each part in its own colour with its name and seconds in the legend beneath.
class StepBar : public QWidget {
    Q_OBJECT
public:
    explicit StepBar(QWidget* parent = nullptr);

    // The parts, named, in seconds; none clears the bar and shows `empty` instead.
    void setParts(const QList<QPair<QString, double>>& parts, const QString& empty = {});
    const QList<QPair<QString, double>>& parts() const { return parts_; }
    // The legend's entries as drawn: "Compute 6.66 s (71 %)".
    QStringList legend() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    // Where each legend entry goes at this width: rows of entries that fit.
    QList<QRect> legendRects(int width) const;
    QList<QPair<QString, double>> parts_;
    QString empty_;
};

} // namespace gpui
