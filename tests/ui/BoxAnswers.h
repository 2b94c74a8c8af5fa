#pragma once

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QStringList>
#include <QTimer>

namespace gptest {

// Answers every message box that opens with one button and keeps what it said, so a box never stops a test.
class BoxAnswers : public QObject {
public:
    explicit BoxAnswers(QMessageBox::StandardButton reply)
        : reply_(reply)
    {
        timer_.setInterval(20);
        QObject::connect(&timer_, &QTimer::timeout, this, [this] {
            for (QWidget* w : QApplication::topLevelWidgets())
                if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                    asked << box->text();
                    QAbstractButton* button = box->button(reply_);
                    (button ? button : box->buttons().front())->click();
                }
        });
        timer_.start();
    }
    void reply(QMessageBox::StandardButton r) { reply_ = r; }
    QStringList asked;

private:
    QMessageBox::StandardButton reply_;
    QTimer timer_;
};

} // namespace gptest
