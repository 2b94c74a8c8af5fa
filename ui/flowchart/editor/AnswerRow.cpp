#include "flowchart/editor/AnswerRow.h"

#include "presenters/Content.h"
#include "decision/Condition.h"
#include "flowchart/editor/EditFields.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace gpui {

AnswerRow::AnswerRow(std::string choice, QWidget* parent)
    : QFrame(parent)
    , choice_(std::move(choice))
    , label_(new QLineEdit(this))
    , target_(new QComboBox(this))
    , finding_(new QLineEdit(this))
    , condition_(new QLineEdit(this))
    , conditionProblem_(editfields::problemLabel(this))
    , remove_(new QPushButton(tr("Remove"), this))
{
    setFrameShape(QFrame::StyledPanel);
    editfields::narrow(target_);
    label_->setAccessibleName(tr("Answer"));
    target_->setAccessibleName(tr("Leads to"));
    finding_->setAccessibleName(tr("Finding"));
    condition_->setAccessibleName(tr("Condition"));
    finding_->setPlaceholderText(tr("The answer as a sentence, for the study"));
    condition_->setPlaceholderText(tr("When the plan decides it: accelerators > 32"));
    remove_->setAccessibleName(tr("Remove answer"));
    auto* form = new QFormLayout(this);
    form->addRow(tr("Answer"), label_);
    form->addRow(tr("Leads to"), target_);
    form->addRow(tr("Finding"), finding_);
    form->addRow(tr("Condition"), condition_);
    form->addRow(QString(), conditionProblem_);
    form->addRow(QString(), remove_);
    for (auto [field, edit] : {std::pair{Field::Label, label_}, std::pair{Field::Finding, finding_},
                               std::pair{Field::Condition, condition_}})
        connect(edit, &QLineEdit::textEdited, this,
                [this, field = field, edit = edit](const QString& t) { emit edited(field, t, edit); });
    connect(target_, &QComboBox::activated, this,
            [this] { emit edited(Field::Target, target_->currentData().toString(), target_); });
    connect(remove_, &QPushButton::clicked, this, &AnswerRow::removeRequested);
}

void AnswerRow::show(const gp::Choice& c, const gp::Graph& graph, bool selected, bool readOnly)
{
    editfields::setIfDiffers(label_, c.label);
    editfields::setIfDiffers(finding_, c.finding);
    editfields::setIfDiffers(condition_, c.condition);
    editfields::fillTargets(target_, graph, c.target);
    const gp::Text why = c.condition.empty() ? gp::Text() : gp::conditionProblem(c.condition);
    conditionProblem_->setText(content(why));
    conditionProblem_->setVisible(!why.empty());
    setBackgroundRole(selected ? QPalette::AlternateBase : QPalette::Window);
    setAutoFillBackground(selected);
    for (QLineEdit* e : {label_, finding_, condition_})
        e->setReadOnly(readOnly);
    target_->setEnabled(!readOnly);
    remove_->setVisible(!readOnly);
}

} // namespace gpui
