import type { ServiceContent } from "../service-types";
import { companyFigures } from '../company-figures'

export const machineLearning = {
  slug: "machine-learning",
  hero: {
    promise:
      "Machine learning models that leave the notebook and keep earning their place in production.",
    lead: "We build forecasting, classification, recommendation and computer vision models on your data, deploy them behind APIs or batch pipelines, and monitor accuracy and drift afterward. You get a working model, the pipeline that retrains it and a team that looks after it.",
    secondaryCta: { label: "See our ML process", href: "#process" },
  },
  overview: {
    eyebrow: "Machine learning as a service",
    title: "Predictive models tied to decisions your business makes",
    lead: "A model only matters when a planner, an agent or a system acts on its output, so we start from that decision and work back to the data.",
    paragraphs: [
      "Machine learning as a service covers the whole model lifecycle: framing the business question, preparing and validating training data, building and comparing candidate models, deploying the winner and operating it in production. Our data scientists and MLOps engineers work as one team, so the model you approve in a review is the same one that runs in production.",
      "Typical projects include demand forecasts for retailers, defect detection on camera images for manufacturers, risk scoring for insurers and lenders, and failure or delay prediction for operations teams. The service fits companies that have data in a warehouse or lakehouse but no team to turn it into models, and data teams whose prototypes keep stalling before deployment.",
      "Where an existing analytics platform runs on Databricks, Snowflake, BigQuery or Azure Machine Learning, we build on it. Where there is none, we set up a lean MLOps stack with experiment tracking, a model registry, automated retraining and monitoring, sized to the number of models you actually plan to run over the next year.",
    ],
  },
  offerings: {
    eyebrow: "What we offer",
    title: "Machine learning capabilities",
    lead: "From a single proof of concept to a portfolio of production models, with the same engineering standards throughout.",
    items: [
      {
        icon: "chart-line",
        title: "Forecasting and demand planning",
        description:
          "Time-series models for sales, inventory, staffing and energy load, combining gradient boosting and deep learning with calendar, price and promotion features, delivered as forecasts planners can override.",
      },
      {
        icon: "target",
        title: "Classification and scoring",
        description:
          "Churn, fraud, credit risk and lead scoring models with explanations per prediction, fairness checks on sensitive attributes and thresholds agreed with the people who act on the scores.",
      },
      {
        icon: "microscope",
        title: "Computer vision",
        description:
          "Defect detection, object counting and document image analysis with PyTorch and OpenCV, deployed to cloud endpoints or exported with ONNX to run on edge devices beside the production line.",
      },
      {
        icon: "workflow",
        title: "MLOps and model deployment",
        description:
          "Feature pipelines, experiment tracking in MLflow, model registries, CI/CD for models and serving through BentoML or managed endpoints, so releasing a retrained model is a reviewed, repeatable step.",
      },
      {
        icon: "radar",
        title: "Model monitoring and retraining",
        description:
          "Dashboards for prediction quality, data drift and latency, with alerts and scheduled retraining jobs in Airflow that run automatically and wait for approval before promotion.",
      },
    ],
  },
  benefits: {
    eyebrow: "Benefits",
    title: "Why run machine learning with us",
    lead: "You get measurable models and the operating discipline to keep them accurate.",
    items: [
      {
        icon: "badge-check",
        title: "Value tested against a baseline",
        description:
          "Every model is compared with the current rule or manual process on held-out data, so you know what it adds before anyone depends on it.",
      },
      {
        icon: "rocket",
        title: "Models that reach production",
        description:
          "Deployment is planned from the first week, with the target system, latency and data contracts agreed up front rather than discovered after a successful prototype.",
      },
      {
        icon: "trending-down",
        title: "Lower compute and maintenance effort",
        description:
          "Distributed training, efficient feature pipelines and automated retraining reduce both run times and the manual work of keeping models current.",
      },
      {
        icon: "shield-check",
        title: "Governed and explainable",
        description:
          "Versioned data, lineage, model cards and per-prediction explanations give risk, audit and compliance teams what they need to sign off on each release.",
      },
    ],
  },
  process: {
    eyebrow: "How we work",
    title: "From business question to monitored model",
    lead: "A first model typically moves from kickoff to production in ten to sixteen weeks, with a go or no-go review at each stage.",
    steps: [
      {
        title: "Problem framing and data audit",
        description:
          "In two weeks we define the decision the model supports, its success metric and baseline, and audit available data for coverage, quality and leakage, delivering a feasibility note.",
      },
      {
        title: "Data preparation and features",
        description:
          "We build reproducible pipelines that clean, join and version the training data, with validation checks and a feature set documented for both data scientists and engineers.",
      },
      {
        title: "Modeling and evaluation",
        description:
          "Over three to six weeks we train and compare candidate models, tune them, test for bias and stability, and present the results against the baseline in a review with stakeholders.",
      },
      {
        title: "Deployment and integration",
        description:
          "The approved model is packaged, registered and deployed as an API or batch job, integrated with the consuming application and released through a staged rollout or shadow run.",
      },
      {
        title: "Monitoring and continuous improvement",
        description:
          "We watch accuracy, drift and latency, retrain on fresh data on a schedule, and review performance with you monthly, deciding together when a model needs new features or a redesign.",
      },
    ],
  },
  technologies: {
    eyebrow: "Technologies",
    title: "Our machine learning toolkit",
    lead: "Proven open-source libraries and managed cloud services, chosen to fit your existing data platform.",
    items: [
      { name: "Python", logo: "python" },
      { name: "PyTorch", logo: "pytorch" },
      { name: "scikit-learn", logo: "scikitlearn" },
      { name: "XGBoost" },
      { name: "Apache Spark", logo: "apachespark" },
      { name: "Databricks", logo: "databricks" },
      { name: "MLflow", logo: "mlflow" },
      { name: "Apache Airflow", logo: "apacheairflow" },
      { name: "DVC", logo: "dvc" },
      { name: "BentoML", logo: "bentoml" },
      { name: "ONNX", logo: "onnx" },
      { name: "OpenCV", logo: "opencv" },
    ],
  },
  proof: {
    eyebrow: "Proof",
    title: "Machine learning in production for our clients",
    lead: "For a retail and e-commerce business in India, we consolidated sales, inventory and customer data into a cloud lakehouse and rebuilt its demand models on distributed compute.",
    figures: [
      { value: "3h to 1.5h", label: "ML run time" },
      companyFigures.projects,
      companyFigures.savings,
    ],
    stories: ["al-data-analytics-platform-to-empower-the-business"],
  },
  faqs: [
    {
      id: "item-1",
      question: "How much data do we need to start a machine learning project?",
      answers: [
        "It depends on the problem more than on a fixed row count. Forecasting usually needs two or more years of history to capture seasonality; classification needs enough labeled examples of the rarer outcome. The data audit in the first two weeks answers this for your case before larger spending starts.",
      ],
    },
    {
      id: "item-2",
      question: "What does machine learning as a service cost?",
      answers: [
        "The framing and data audit is a short fixed-price phase. Model development is priced per project from its findings, and production operation of models, including monitoring and retraining, runs on a monthly fee. Compute runs in your cloud account, and we estimate those costs before deployment.",
      ],
    },
    {
      id: "item-3",
      question: "Who owns the models and the training code?",
      answers: [
        "You do. Training code, pipelines, feature definitions, model artifacts and documentation are delivered to your repositories and registries. We do not reuse your data or models for other clients, and the contract states that clearly.",
      ],
    },
    {
      id: "item-4",
      question: "How do you keep models accurate over time?",
      answers: [
        "Production models are monitored for input drift, prediction quality once actual outcomes arrive, and service latency. When a metric crosses an agreed threshold, an alert triggers review and, where appropriate, retraining on recent data. A new version is only promoted after it beats the current one on the same tests.",
      ],
    },
    {
      id: "item-5",
      question: "Can you work with our in-house data team?",
      answers: [
        "Yes, and we often do. Some clients want us to take a model from their prototype to production; others ask for MLOps foundations their data scientists can use. We pair on code reviews, share design documents and run handover sessions so your team can operate everything independently.",
      ],
    },
  ],
  cta: {
    title: "Turn your data into a working model",
    lead: "Describe the decision you want to improve and the data you hold, and we will propose a two-week feasibility study with a fixed price and clear exit criteria.",
  },
} as const satisfies ServiceContent;
