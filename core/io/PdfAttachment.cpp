#include "io/PdfAttachment.h"

#include <cctype>
#include <charconv>
#include <cstdio>
#include <vector>

namespace gp {
namespace {

// A PDF literal string: backslash, parentheses and control characters escaped.
std::string literal(std::string_view s)
{
    std::string out = "(";
    for (char c : s) {
        if (c == '(' || c == ')' || c == '\\')
            out += '\\';
        if (static_cast<unsigned char>(c) < 0x20)
            continue;
        out += c;
    }
    return out + ")";
}

std::optional<long> numberAfter(std::string_view text, std::string_view key)
{
    const auto at = text.find(key);
    if (at == std::string_view::npos)
        return std::nullopt;
    std::size_t i = at + key.size();
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
        ++i;
    long value = 0;
    const auto [end, ec] = std::from_chars(text.data() + i, text.data() + text.size(), value);
    if (ec != std::errc() || end == text.data() + i)
        return std::nullopt;
    return value;
}

// The body of "N 0 obj ... endobj", last revision first (an incremental update appends newer ones).
std::optional<std::string_view> objectBody(std::string_view pdf, long number)
{
    const std::string head = std::to_string(number) + " 0 obj";
    std::size_t at = pdf.rfind(head);
    while (at != std::string_view::npos && at > 0 && pdf[at - 1] != '\n' && pdf[at - 1] != '\r')
        at = at == 0 ? std::string_view::npos : pdf.rfind(head, at - 1);
    if (at == std::string_view::npos)
        return std::nullopt;
    const auto start = at + head.size();
    const auto end = pdf.find("endobj", start);
    if (end == std::string_view::npos)
        return std::nullopt;
    return pdf.substr(start, end - start);
}

std::string xrefEntry(std::size_t offset)
{
    char buf[24];
    std::snprintf(buf, sizeof buf, "%010zu 00000 n \n", offset);
    return buf;
}

} // namespace

std::optional<std::string> attachFileToPdf(std::string_view pdf, std::string_view fileName, std::string_view data,
                                           std::string_view mimeType, std::string_view description)
{
    const auto startxref = pdf.rfind("startxref");
    const auto trailerAt = pdf.rfind("trailer");
    if (startxref == std::string_view::npos || trailerAt == std::string_view::npos || trailerAt > startxref)
        return std::nullopt;
    const std::string_view trailer = pdf.substr(trailerAt, startxref - trailerAt);
    const auto prev = numberAfter(pdf.substr(startxref), "startxref");
    const auto size = numberAfter(trailer, "/Size");
    const auto root = numberAfter(trailer, "/Root");
    const auto info = numberAfter(trailer, "/Info");
    if (!prev || !size || !root)
        return std::nullopt;
    const auto catalog = objectBody(pdf, *root);
    if (!catalog)
        return std::nullopt;
    const auto open = catalog->find("<<");
    const auto close = catalog->rfind(">>");
    if (open == std::string_view::npos || close == std::string_view::npos || close < open ||
        catalog->find("/Names") != std::string_view::npos || catalog->find("/AF") != std::string_view::npos)
        return std::nullopt; // a catalog this writer did not make: leave the PDF alone

    const long fileObject = *size;
    const long specObject = *size + 1;
    std::string out(pdf);
    if (!out.empty() && out.back() != '\n')
        out += '\n';

    // The mime type as a PDF name: "/" becomes #2F.
    std::string subtype;
    for (char c : mimeType)
        subtype += c == '/' ? std::string("#2F") : std::string(1, c);

    const std::size_t fileOffset = out.size();
    out += std::to_string(fileObject) + " 0 obj\n<<\n/Type /EmbeddedFile\n/Subtype /" + subtype + "\n/Length " +
           std::to_string(data.size()) + "\n/Params << /Size " + std::to_string(data.size()) + " >>\n>>\nstream\n";
    out += data;
    out += "\nendstream\nendobj\n";

    const std::size_t specOffset = out.size();
    out += std::to_string(specObject) + " 0 obj\n<<\n/Type /Filespec\n/F " + literal(fileName) + "\n/UF " +
           literal(fileName) + "\n/Desc " + literal(description) + "\n/AFRelationship /Source\n/EF << /F " +
           std::to_string(fileObject) + " 0 R >>\n>>\nendobj\n";

    const std::size_t catalogOffset = out.size();
    out += std::to_string(*root) + " 0 obj\n" + std::string(catalog->substr(open, close - open)) +
           "/Names << /EmbeddedFiles << /Names [" + literal(fileName) + " " + std::to_string(specObject) +
           " 0 R] >> >>\n/AF [" + std::to_string(specObject) + " 0 R]\n/PageMode /UseAttachments\n>>\nendobj\n";

    const std::size_t xrefOffset = out.size();
    out += "xref\n" + std::to_string(*root) + " 1\n" + xrefEntry(catalogOffset) + std::to_string(fileObject) +
           " 2\n" + xrefEntry(fileOffset) + xrefEntry(specOffset);
    out += "trailer\n<<\n/Size " + std::to_string(specObject + 1) + "\n/Root " + std::to_string(*root) + " 0 R\n";
    if (info)
        out += "/Info " + std::to_string(*info) + " 0 R\n";
    out += "/Prev " + std::to_string(*prev) + "\n>>\nstartxref\n" + std::to_string(xrefOffset) + "\n%%EOF\n";
    return out;
}

std::optional<std::string> extractFileFromPdf(std::string_view pdf, std::string_view fileName)
{
    const std::string spec = "/F " + literal(fileName);
    const auto at = pdf.rfind(spec);
    if (at == std::string_view::npos)
        return std::nullopt;
    const auto end = pdf.find("endobj", at);
    const auto ef = pdf.find("/EF << /F", at);
    if (ef == std::string_view::npos || ef > end)
        return std::nullopt;
    const auto object = numberAfter(pdf.substr(ef), "/EF << /F");
    if (!object)
        return std::nullopt;
    const auto body = objectBody(pdf, *object);
    if (!body || body->find("/Type /EmbeddedFile") == std::string_view::npos)
        return std::nullopt;
    const auto length = numberAfter(*body, "/Length");
    auto streamAt = body->find("stream\n");
    if (!length || *length < 0 || streamAt == std::string_view::npos)
        return std::nullopt;
    streamAt += 7;
    if (streamAt + static_cast<std::size_t>(*length) > body->size())
        return std::nullopt;
    return std::string(body->substr(streamAt, static_cast<std::size_t>(*length)));
}

} // namespace gp
