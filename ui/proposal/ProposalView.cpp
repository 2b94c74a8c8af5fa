#include "proposal/ProposalView.h"

#include "common/StatusMessage.h"
#include "common/ViewRefresh.h"
#include "plan/PlanEdits.h"
#include "document/PlanDocument.h"
#include "plan/Validate.h"
#include "settings/AppSettings.h"
#include "proposal/ProposalExporter.h"
#include "proposal/ProposalOptions.h"

#include "common/MessageBox.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTextCursor>
#include <QVBoxLayout>

namespace gpui {

namespace {

// Who sends the proposal, kept in the settings as soon as a field is left or a logo chosen.
QGroupBox* senderBox(ProposalView* view, QLineEdit* architect, QLineEdit* company, QLineEdit* logo)
{
    auto* sender = new QGroupBox(ProposalView::tr("Sender (kept in your settings)"), view);
    auto* senderForm = new QFormLayout(sender);
    auto* browse = new QPushButton(ProposalView::tr("Choose…"), view);
    auto* logoRow = new QHBoxLayout;
    logoRow->addWidget(logo, 1);
    logoRow->addWidget(browse);
    senderForm->addRow(ProposalView::tr("Your name"), architect);
    senderForm->addRow(ProposalView::tr("Company"), company);
    senderForm->addRow(ProposalView::tr("Logo"), logoRow);
    auto saveOptions = [architect, company, logo] {
        ProposalOptions{architect->text(), company->text(), logo->text()}.save();
    };
    for (QLineEdit* e : {architect, company, logo})
        QObject::connect(e, &QLineEdit::editingFinished, view, saveOptions);
    QObject::connect(browse, &QPushButton::clicked, view, [view, logo, saveOptions] {
        const QString path = QFileDialog::getOpenFileName(view, ProposalView::tr("Choose Logo"), QString(),
                                                          ProposalView::tr("Images (*.png *.jpg *.jpeg *.svg)"));
        if (!path.isEmpty()) {
            logo->setText(path);
            saveOptions();
        }
    });
    return sender;
}

// The ways out: PDF (the default), print preview and print.
QHBoxLayout* buttonRow(ProposalView* view)
{
    auto* exportButton = new QPushButton(ProposalView::tr("Export PDF…"), view);
    auto* previewButton = new QPushButton(ProposalView::tr("Print Preview…"), view);
    auto* printButton = new QPushButton(ProposalView::tr("Print…"), view);
    exportButton->setDefault(true);
    QObject::connect(exportButton, &QPushButton::clicked, view, &ProposalView::exportWithDialog);
    QObject::connect(previewButton, &QPushButton::clicked, view, &ProposalView::printPreview);
    QObject::connect(printButton, &QPushButton::clicked, view, &ProposalView::print);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(exportButton);
    buttons->addWidget(previewButton);
    buttons->addWidget(printButton);
    buttons->addStretch(1);
    return buttons;
}

// A title as a file name of at most 60 characters: letters and digits of any script, '_' and '-', words joined by
// '-'. A longer title is cut after its last whole word that fits, never at a hyphen of its own ("pre-training").
QString fileNameOf(const QString& title)
{
    static const QRegularExpression unsafe(QStringLiteral("[^\\w\\- ]+"),
                                           QRegularExpression::UseUnicodePropertiesOption);
    QString name = QString(title).replace(unsafe, QString()).simplified();
    constexpr int most = 60;
    if (name.size() > most) {
        const int space = name.at(most) == QLatin1Char(' ') ? most : int(name.lastIndexOf(QLatin1Char(' '), most));
        name.truncate(space >= most / 2 ? space : (name.at(most - 1).isHighSurrogate() ? most - 1 : most));
    }
    while (name.endsWith(QLatin1Char('-')))
        name.chop(1);
    while (name.startsWith(QLatin1Char('-'))) // a name a shell would read as an option
        name.remove(0, 1);
    return name.trimmed().replace(QLatin1Char(' '), QLatin1Char('-'));
}

} // namespace

ProposalView::ProposalView(PlanDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , title_(new QLineEdit(this))
    , customer_(new QLineEdit(this))
    , engagement_(new QLineEdit(this))
    , architect_(new QLineEdit(this))
    , date_(new QLineEdit(this))
    , notes_(new QPlainTextEdit(this))
    , notesLimit_(new QLabel(this))
    , defaultArchitect_(new QLineEdit(this))
    , company_(new QLineEdit(this))
    , logo_(new QLineEdit(this))
{
    setAccessibleName(tr("Proposal"));
    auto* cover = new QGroupBox(tr("Cover (saved in the plan)"), this);
    auto* coverForm = new QFormLayout(cover);
    const struct {
        QLineEdit* edit;
        QString label;
        gp::CoverField field;
    } fields[] = {
        {title_, tr("Title"), gp::CoverField::Title},
        {customer_, tr("Customer"), gp::CoverField::Customer},
        {engagement_, tr("Engagement"), gp::CoverField::Engagement},
        {architect_, tr("Architect"), gp::CoverField::Architect},
        {date_, tr("Date"), gp::CoverField::Date},
    };
    for (const auto& f : fields) {
        f.edit->setAccessibleName(f.label);
        f.edit->setMaxLength(static_cast<int>(gp::kMaxLineText)); // the plan's own limit (docs/model.md section 12)
        coverForm->addRow(f.label, f.edit);
        const gp::CoverField field = f.field;
        const QString label = f.label;
        connect(f.edit, &QLineEdit::textEdited, this, [this, field, label](const QString& text) {
            const std::string value = text.toStdString();
            // Typing in one field is one undo step.
            document_->modify(tr("Edit %1").arg(label), [&](gp::Plan& p) { gp::setCoverField(p, field, value); },
                              QStringLiteral("proposal/") + label);
        });
    }
    notes_->setAccessibleName(tr("Notes"));
    notes_->setPlaceholderText(tr("Notes for the customer: they appear in the proposal's assumptions."));
    notes_->setMaximumHeight(120);
    coverForm->addRow(tr("Notes"), notes_);
    notes_->setTabChangesFocus(true); // Tab moves on, as in every other field: notes need no tab characters
    notesLimit_->setTextFormat(Qt::PlainText);
    notesLimit_->setWordWrap(true);
    notesLimit_->setForegroundRole(QPalette::PlaceholderText);
    notesLimit_->hide();
    coverForm->addRow(QString(), notesLimit_);
    connect(notes_, &QPlainTextEdit::textChanged, this, [this] {
        // The plan keeps at most kMaxNotes characters: what goes beyond is cut, and the user is told.
        QString text = notes_->toPlainText();
        // UTF-16 units bound the characters from above: count them only when it can matter.
        const bool over = static_cast<std::size_t>(text.size()) > gp::kMaxNotes &&
                          static_cast<std::size_t>(text.toUcs4().size()) > gp::kMaxNotes;
        notesLimit_->setVisible(over);
        if (over) {
            notesLimit_->setText(tr("Notes are limited to %L1 characters; the rest was not kept.")
                                     .arg(static_cast<qulonglong>(gp::kMaxNotes)));
            const QList<uint> kept = text.toUcs4().mid(0, static_cast<qsizetype>(gp::kMaxNotes));
            text = QString::fromUcs4(reinterpret_cast<const char32_t*>(kept.constData()), kept.size());
            const QSignalBlocker block(notes_);
            notes_->setPlainText(text);
            notes_->moveCursor(QTextCursor::End);
        }
        const std::string value = text.toStdString();
        if (value != document_->plan().notes)
            document_->modify(tr("Edit notes"), [&](gp::Plan& p) { gp::setNotes(p, value); },
                              QStringLiteral("proposal/notes"));
    });

    const ProposalOptions options = ProposalOptions::fromSettings();
    defaultArchitect_->setText(options.architect);
    company_->setText(options.company);
    logo_->setText(options.logoPath);
    auto* sender = senderBox(this, defaultArchitect_, company_, logo_);
    auto* buttons = buttonRow(this);

    auto* about = new QLabel(tr("The proposal holds a cover, an executive summary, the decision path with its "
                                "flowchart, the goodput charts, the recommended techniques and their effect, the cost "
                                "comparison, the assumptions and the formulas with their sources. The plan travels "
                                "inside the PDF: open the PDF in Goodput Planner to edit it again."),
                             this);
    about->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(about);
    layout->addWidget(cover);
    layout->addWidget(sender);
    layout->addLayout(buttons);
    layout->addStretch(1);

    // The cover fields show the engagement texts; they follow undo and redo when seen.
    (new ViewRefresh(this, document_, gp::PlanPart::Engagement, [this] { syncFromDocument(); }))->refreshNow();
}

void ProposalView::syncFromDocument()
{
    const gp::Plan& p = document_->plan();
    auto set = [](QLineEdit* e, const std::string& v) {
        const QString text = QString::fromStdString(v);
        if (e->text() != text) {
            const QSignalBlocker block(e);
            e->setText(text);
        }
    };
    set(title_, p.title);
    set(customer_, p.engagement.customer);
    set(engagement_, p.engagement.engagement);
    set(architect_, p.engagement.architect);
    set(date_, p.engagement.date);
    if (notes_->toPlainText().toStdString() != p.notes) {
        const QSignalBlocker block(notes_);
        notes_->setPlainText(QString::fromStdString(p.notes));
    }
}

QString ProposalView::suggestedPath() const
{
    // The plan file's name, else the plan's title as a file name; in the folder used last, else the documents folder.
    QString name = QFileInfo(document_->filePath()).completeBaseName();
    if (name.isEmpty())
        name = fileNameOf(QString::fromStdString(document_->plan().title));
    if (name.isEmpty())
        name = tr("proposal");
    QString folder = settings::lastDirectory().get();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return folder + QLatin1Char('/') + name + QStringLiteral(".pdf");
}

void ProposalView::exportWithDialog()
{
    QString path =
        QFileDialog::getSaveFileName(this, tr("Export Proposal"), suggestedPath(), tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    settings::lastDirectory().set(QFileInfo(path).absolutePath());
    const auto recommended = document_->proposalEvaluation();
    if (!recommended) {
        plainMessage(this, QMessageBox::Warning, tr("Export Failed"), tr("The proposal was not written."),
                     document_->evaluationError());
        return;
    }
    if (const auto error = ProposalExporter::exportPdf(*recommended, ProposalOptions::fromSettings(), path)) {
        plainMessage(this, QMessageBox::Warning, tr("Export Failed"), tr("The proposal was not written."), *error);
        return;
    }
    if (auto* main = qobject_cast<QMainWindow*>(window()))
        showStatus(main->statusBar(), tr("Proposal written to %1").arg(QDir::toNativeSeparators(path)), 8000);
}

void ProposalView::printPreview()
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog dialog(&printer, this);
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this, [this](QPrinter* p) {
        if (const auto recommended = document_->proposalEvaluation())
            ProposalExporter::print(*recommended, ProposalOptions::fromSettings(), p);
    });
    dialog.resize(900, 1000);
    dialog.exec();
}

void ProposalView::print()
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const auto recommended = document_->proposalEvaluation())
        ProposalExporter::print(*recommended, ProposalOptions::fromSettings(), &printer);
}

} // namespace gpui
