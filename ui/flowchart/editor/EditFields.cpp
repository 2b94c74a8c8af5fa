#include "flowchart/editor/EditFields.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>

namespace gpui::editfields {

void setIfDiffers(QLineEdit* edit, const std::string& text)
{
    if (edit->text() != QString::fromStdString(text))
        edit->setText(QString::fromStdString(text));
}

void setIfDiffers(QPlainTextEdit* edit, const std::string& text)
{
    if (edit->toPlainText() != QString::fromStdString(text))
        edit->setPlainText(QString::fromStdString(text));
}

QLabel* problemLabel(QWidget* parent)
{
    auto* l = new QLabel(parent);
    l->setTextFormat(Qt::PlainText);
    l->setWordWrap(true);
    QPalette p = l->palette();
    p.setColor(QPalette::WindowText, QColor(0xb0, 0x20, 0x20));
    l->setPalette(p);
    l->hide();
    return l;
}

void narrow(QComboBox* box)
{
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(12);
}

void fillTargets(QComboBox* box, const gp::Graph& graph, const std::string& current)
{
    box->clear();
    for (const gp::Node& n : graph.nodes)
        box->addItem(QString::fromStdString(n.text.empty() ? n.id : n.text).left(60), QString::fromStdString(n.id));
    const int i = box->findData(QString::fromStdString(current));
    if (i < 0)
        box->addItem(QCoreApplication::translate("gpui::NodeEditPanel", "(nowhere)"), QString());
    box->setCurrentIndex(i < 0 ? box->count() - 1 : i);
}

} // namespace gpui::editfields
