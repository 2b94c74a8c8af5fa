#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>

namespace gptest {

// One run of goodput-cli: its exit status and what it printed.
struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// A run that has not finished in five minutes (the sanitizer build is ten times slower than the release build) is
// stopped and counts as failed, never as a run that printed nothing.
inline Run cli(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(GOODPUT_CLI), args);
    if (!p.waitForFinished(300000)) {
        p.kill();
        p.waitForFinished();
        return {-1, p.readAllStandardOutput(), QByteArrayLiteral("goodput-cli did not finish in 300 s")};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

// Its standard output as a JSON object; empty when it is not one.
inline QJsonObject json(const Run& r)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return {};
    return doc.object();
}

} // namespace gptest
