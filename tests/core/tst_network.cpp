// The cluster's network as an input (training.network, docs/model.md section 23): the presets' figures, the copy
// of the accelerator the step model reads, the plan file's key and the refusals that name it.
#include "catalog/Catalog.h"
#include "io/Error.h"
#include "performance/Network.h"
#include "plan/PlanJson.h"
#include "plan/Validate.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <limits>

class TestNetwork : public QObject {
    Q_OBJECT
private slots:
    void presetsAsSold();
    void theCopyCarriesTheNetwork();
    void theKeyRoundTrips();
    void badNetworksAreRefused();
};

void TestNetwork::presetsAsSold()
{
    // Gb/s a GPU: the GPU NICs of the machine over its 8 GPUs.
    const auto gbps = [](const char* id) { return gp::findNetworkPreset(id)->scaleOutGbps; };
    QCOMPARE(gbps("a3-high"), 100.0);  // 4 x 200 / 8
    QCOMPARE(gbps("a3-mega"), 200.0);  // 8 x 200 / 8
    QCOMPARE(gbps("a3-ultra"), 400.0); // 8 x 400 / 8
    QCOMPARE(gbps("a4"), 400.0);       // 8 x 400 / 8
    QCOMPARE(gbps("infiniband-400"), 400.0);
    // The TPU presets are the catalog's DCN figures in Gb/s: 3.125 GB/s = 25 Gb/s a v5e or v6e chip, 6.25 = 50 a v5p.
    const gp::Catalog& c = gp::builtinCatalog();
    QCOMPARE(gbps("tpu-v5e-dcn"), *c.find("tpu-v5e")->scaleOutGbps * 8);
    QCOMPARE(gbps("tpu-v5p-dcn"), *c.find("tpu-v5p")->scaleOutGbps * 8);
    QCOMPARE(gbps("tpu-v6e-dcn"), *c.find("tpu-v6e")->scaleOutGbps * 8);
    // The H100's catalog row is A3 High: the preset changes nothing there.
    QCOMPARE(*c.find("h100-80gb")->scaleOutGbps * 8, gbps("a3-high"));
    for (const gp::NetworkPreset& p : gp::networkPresets())
        QVERIFY(!p.source.empty());
}

void TestNetwork::theCopyCarriesTheNetwork()
{
    const gp::Accelerator& h100 = *gp::builtinCatalog().find("h100-80gb");
    QCOMPARE(gp::withNetwork(h100, std::nullopt), h100); // no network: the catalog's
    gp::ClusterNetwork n;
    n.preset = "a3-mega";
    QCOMPARE(*gp::withNetwork(h100, n).scaleOutGbps, 25.0); // 200 Gb/s = 25 GB/s
    n.scaleOutGbps = 400; // a figure given replaces the preset's
    QCOMPARE(*gp::withNetwork(h100, n).scaleOutGbps, 50.0);
    n.scaleUpDomain = 72;
    QCOMPARE(*gp::withNetwork(h100, n).scaleUpDomain, 72.0);
    QCOMPARE(*h100.scaleOutGbps, 12.5); // the catalog's row is untouched
    QCOMPARE(*h100.scaleUpDomain, 8.0);
}

void TestNetwork::theKeyRoundTrips()
{
    gp::Plan plan;
    QVERIFY(!gp::planToJson(plan)["training"].contains("network")); // written only when set
    plan.training.network = gp::ClusterNetwork{"a3-ultra", std::nullopt, std::nullopt};
    nlohmann::json j = gp::planToJson(plan);
    QCOMPARE(QString::fromStdString(j["training"]["network"].dump()), QStringLiteral(R"({"preset":"a3-ultra"})"));
    QVERIFY(gp::planFromJson(j) == plan);
    plan.training.network = gp::ClusterNetwork{"", 400.0, 8.0};
    j = gp::planToJson(plan);
    QCOMPARE(j["training"]["network"]["scale_out_gbps"].get<double>(), 400.0);
    QVERIFY(gp::planFromJson(j) == plan);
}

void TestNetwork::badNetworksAreRefused()
{
    const auto refused = [](const char* network, const char* field) {
        nlohmann::json j = nlohmann::json::parse(R"({"format": "goodput-planner-plan", "version": 3})");
        j["training"]["network"] = nlohmann::json::parse(network);
        try {
            gp::planFromJson(j);
            QFAIL(network);
        } catch (const gp::Error& e) {
            QCOMPARE(QString::fromStdString(e.subject()), QString::fromLatin1(field));
        }
    };
    refused(R"({"scale_out_gbps": 0})", "training.network.scale_out_gbps");
    refused(R"({"scale_out_gbps": -400})", "training.network.scale_out_gbps");
    refused(R"({"scale_up_domain": 0})", "training.network.scale_up_domain");
    refused(R"({"scale_up_domain": 2.5})", "training.network.scale_up_domain");
    refused(R"({"preset": "a9"})", "training.network.preset");
    // NaN cannot be written in JSON; from the core it is refused as not finite.
    gp::ClusterNetwork n;
    n.scaleOutGbps = std::numeric_limits<double>::quiet_NaN();
    try {
        gp::checkNetwork(n);
        QFAIL("NaN accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::NotFinite);
        QCOMPARE(QString::fromStdString(e.subject()), QStringLiteral("training.network.scale_out_gbps"));
    }
}

QTEST_APPLESS_MAIN(TestNetwork)
#include "tst_network.moc"
