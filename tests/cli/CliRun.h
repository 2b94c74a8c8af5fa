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

inline Run cli(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(GOODPUT_CLI), args);
    p.waitForFinished(30000);
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
