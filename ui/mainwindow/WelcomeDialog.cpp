#include "mainwindow/WelcomeDialog.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace gpui {

WelcomeDialog::WelcomeDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("WelcomeDialog"));
    setWindowTitle(tr("Welcome to Goodput Planner"));
    auto* icon = new QLabel(this);
    icon->setPixmap(QApplication::windowIcon().pixmap(64, 64));
    icon->setAlignment(Qt::AlignTop);
    auto* title = new QLabel(tr("Welcome to Goodput Planner"), this);
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    title->setFont(big);
    auto* text = new QLabel(this);
    text->setTextFormat(Qt::PlainText);
    text->setWordWrap(true);
    text->setText(
        tr("Goodput Planner helps you choose accelerators, plan for failures and price a training run with ML "
           "Productivity Goodput: scheduling × runtime × program goodput.\n\n"
           "• Decision flowcharts walk a customer's situation to a recommendation, with why it holds and its "
           "gotchas.\n"
           "• The goodput workbench redraws its charts while you drag interruption rates, checkpoint intervals and "
           "scale.\n"
           "• Costs compare accelerators, MFU, time to train and Spot against reserved capacity.\n"
           "• Study mode asks exam-style questions; the proposal view exports a PDF for the customer.\n\n"
           "The example plan shows every view filled in. Its prices and rates are illustrative."));
    text->setMinimumWidth(460);

    auto* example = new QPushButton(tr("Explore the &Example Plan"), this);
    auto* empty = new QPushButton(tr("Start an E&mpty Plan"), this);
    example->setDefault(true);
    example->setAutoDefault(true);
    connect(example, &QPushButton::clicked, this, [this] {
        choice_ = ExamplePlan;
        accept();
    });
    connect(empty, &QPushButton::clicked, this, [this] {
        choice_ = EmptyPlan;
        accept();
    });

    auto* body = new QVBoxLayout;
    body->addWidget(title);
    body->addWidget(text);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(empty);
    buttons->addWidget(example);
    body->addSpacing(8);
    body->addLayout(buttons);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(icon);
    layout->addLayout(body, 1);
    example->setFocus();
}

} // namespace gpui
