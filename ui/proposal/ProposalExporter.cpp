#include "proposal/ProposalExporter.h"

#include "presenters/ErrorText.h"
#include "io/Error.h"
#include "io/PdfAttachment.h"
#include "plan/Evaluate.h"
#include "plan/PlanJson.h"
#include "proposal/ProposalBuilder.h"

#include <nlohmann/json.hpp>

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QPrinter>
#include <QSaveFile>
#include <QTextDocument>

namespace gpui {
namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("gpui::ProposalExporter", text);
}

} // namespace

std::optional<QByteArray> ProposalExporter::renderPdf(const gp::Evaluation& recommended,
                                                      const ProposalOptions& options, QString* error)
{
    const gp::Plan& plan = *recommended.options; // the plan with all its options, as it is saved
    std::unique_ptr<QTextDocument> doc;
    try {
        doc = ProposalBuilder::build(recommended, options);
    } catch (const gp::Error& e) {
        if (error)
            *error = describeError(e);
        return std::nullopt;
    }
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(96); // QCustomPlot's and the layout's unit: one pixel at 96 dpi
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
        writer.setTitle(QString::fromStdString(plan.title));
        writer.setCreator(QStringLiteral("Goodput Planner"));
        // The plan rides along as an embedded file, so the PDF opens again as the plan (gp::readPlanFile).
        writer.addFileAttachment(QString::fromUtf8(gp::kPlanAttachmentName.data(),
                                                   static_cast<qsizetype>(gp::kPlanAttachmentName.size())),
                                 QByteArray::fromStdString(gp::planToJson(plan).dump(2)),
                                 QString::fromUtf8(gp::kPlanMimeType.data(),
                                                   static_cast<qsizetype>(gp::kPlanMimeType.size())));
        QPainter painter(&writer);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        ProposalBuilder::paint(*doc, painter, plan, [&writer] { return writer.newPage(); });
    }
    return buffer.data();
}

std::optional<QString> ProposalExporter::exportPdf(const gp::Evaluation& recommended, const ProposalOptions& options,
                                                   const QString& path)
{
    QString error;
    const auto pdf = renderPdf(recommended, options, &error);
    if (!pdf)
        return error;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(*pdf) != pdf->size() || !file.commit())
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return std::nullopt;
}

void ProposalExporter::print(const gp::Evaluation& recommended, const ProposalOptions& options, QPrinter* printer)
{
    const gp::Plan& plan = *recommended.options;
    std::unique_ptr<QTextDocument> doc;
    try {
        doc = ProposalBuilder::build(recommended, options);
    } catch (const gp::Error&) {
        return;
    }
    printer->setResolution(96);
    printer->setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    QPainter painter(printer);
    ProposalBuilder::paint(*doc, painter, plan, [printer] { return printer->newPage(); });
}

} // namespace gpui
