import type { StorySlug } from './story-slugs'
import type { CaseStudy, StorySummary } from './types'

// The eight success stories, in the order of `storySlugs`: card summary fields plus the detail page.
// Each story owns exactly one of the spec's case-study figures, written exactly as the spec writes it
// in `figure`, `result` and its achievements, and never mentions another story's figure. Clients are
// described by industry and region only. Quotes in testimonials.ts repeat two of these figures.
// Newest first: `published` dates run backward down the list, as the success-stories page shows them.
export const stories = [
  {
    slug: 'optimizing-datalab-hpc-for-enhanced-performance-and-user-experience',
    title: 'Optimizing DataLab HPC for Enhanced Performance and User Experience',
    seoTitle: 'Optimizing DataLab HPC for Performance and User Experience',
    desc: "A pharmaceutical research group's shared HPC cluster had long queues, idle GPUs and a login process researchers avoided. We retuned Slurm scheduling, moved hot data to faster storage tiers and added browser-based access through JupyterHub.",
    industry: 'Pharmaceutical research',
    region: 'Western Europe',
    result: '30% performance gain on research workloads',
    image: '/images/stories/optimizing-datalab-hpc-for-enhanced-performance-and-user-experience.svg',
    published: '2026-09-22',
    seoDescription:
      'How we retuned Slurm, tiered storage and added JupyterHub access for a pharmaceutical HPC cluster in Western Europe, for a 30% performance gain.',
    client: {
      description: 'A pharmaceutical research group in Western Europe',
      size: 'About 400 researchers across three sites',
    },
    context: [
      'The group ran a shared on-premises HPC cluster, known internally as the DataLab, for genomics, molecular dynamics and imaging analysis. It had grown one purchase at a time: CPU nodes from several hardware generations, a handful of GPU servers and a single network file system holding everything from raw sequencer output to home directories. The scheduling rules had barely changed since the cluster was first installed.',
      'Researchers felt the result every week. Short interactive jobs waited behind long batch runs, GPU nodes sat idle because jobs could not request them cleanly, and reads from the shared file system slowed every pipeline at busy hours. Logging in meant a VPN, SSH keys and a command line many biologists avoided, so some teams asked for their own servers instead of using the cluster.',
    ],
    figure: '30% performance gain',
    duration: '12 weeks',
    solution: [
      {
        id: 'solution-1',
        title: 'Fair-share Slurm scheduling',
        description:
          'We rebuilt the Slurm configuration with separate partitions for interactive, batch and GPU work, fair-share accounting per research group, and GRES definitions so jobs request specific GPU types instead of whole nodes.',
      },
      {
        id: 'solution-2',
        title: 'Tiered storage for hot data',
        description:
          'An NVMe scratch tier on flash storage nodes we specified and installed now holds active datasets, while the existing file system keeps project and archive data. Policies stage inputs before a job starts and move results back afterward.',
      },
      {
        id: 'solution-3',
        title: 'Browser access through JupyterHub',
        description:
          "JupyterHub with batchspawner launches notebook and RStudio sessions as Slurm jobs, signed in through the institute's existing single sign-on, so researchers no longer need VPN clients or SSH keys to reach the cluster.",
      },
      {
        id: 'solution-4',
        title: 'Monitoring and runbooks for support staff',
        description:
          'Prometheus and Grafana dashboards show queue depth, GPU use and storage load per group. We wrote runbooks for common incidents and trained the in-house support team to operate the new setup.',
      },
    ],
    challenges: [
      {
        id: 'challenge-1',
        title: 'Keeping research running throughout',
        description:
          'Research could not stop for a rebuild. We applied scheduler and storage changes in rolling maintenance windows, draining a few nodes at a time and announcing each step to users well in advance.',
      },
      {
        id: 'challenge-2',
        title: 'Mixed hardware generations',
        description:
          'Nodes from several purchase rounds had different CPU instruction sets and memory sizes. We tagged them as Slurm features so pipelines compiled for newer processors never land on older nodes.',
      },
      {
        id: 'challenge-3',
        title: 'Pipelines written for the old layout',
        description:
          'Many workflows hard-coded file paths and resource requests. We audited the most used Nextflow and Snakemake pipelines, updated their cluster profiles and gave each lab a tested template to copy.',
      },
    ],
    achievements: [
      {
        id: 'achievement-1',
        title: '30% performance gain on research workloads',
        description:
          "Benchmarks of the group's most used genomics and molecular dynamics pipelines, run before and after the changes, showed a 30% performance gain from better job placement and faster reads from the new storage tier.",
      },
      {
        id: 'achievement-2',
        title: 'GPUs shared across research groups',
        description:
          'With GPU types exposed as schedulable resources, several jobs can share one multi-GPU server, and GPU nodes are no longer held by a single job that needed only one card.',
      },
      {
        id: 'achievement-3',
        title: 'Notebooks without a command line',
        description:
          'Biologists and chemists start Jupyter or RStudio sessions from a browser tab, with the same data and software modules as batch jobs, so exploratory analysis happens on the cluster instead of on laptops.',
      },
      {
        id: 'achievement-4',
        title: 'A support team that owns the platform',
        description:
          'In-house support staff now handle routine incidents, user requests and scheduler changes themselves, using the runbooks, dashboards and configuration repository we handed over at the end of the engagement.',
      },
    ],
    benefits: [
      {
        id: 'benefit-1',
        title: 'Shorter waits for interactive work',
        description:
          'A dedicated interactive partition with short time limits means a quick test or notebook session starts promptly instead of waiting behind batch runs that last several days.',
      },
      {
        id: 'benefit-2',
        title: 'One cluster instead of private servers',
        description:
          'Teams that had asked for their own servers moved their work back to the shared cluster, which avoids duplicated hardware, separate patching and extra copies of research data.',
      },
      {
        id: 'benefit-3',
        title: 'Fair and visible use of capacity',
        description:
          'Fair-share accounting and per-group Grafana dashboards let research leads see how capacity is used and plan larger computational campaigns with the platform team ahead of time.',
      },
      {
        id: 'benefit-4',
        title: 'Configuration kept as code',
        description:
          'Slurm, storage policies and JupyterHub settings live in a Git repository deployed with Ansible, so every change is reviewed, repeatable and easy to roll back.',
      },
    ],
    services: ['hpc', 'customized-hardware'],
  },
  {
    slug: 'enhancing-project-document-access-and-querying-with-advanced-tool',
    title: 'Enhancing Project Document Access and Querying with an Advanced Tool',
    seoTitle: 'Project Document Access and Querying with an Advanced Tool',
    desc: 'Project engineers spent hours digging through drawings, specifications and contracts spread across file shares. We built a retrieval-augmented search tool that answers questions in plain language and cites the exact document and page behind every answer.',
    industry: 'Engineering and construction',
    region: 'United Kingdom',
    result: '28 man-hours per week saved on document searches',
    image: '/images/stories/enhancing-project-document-access-and-querying-with-advanced-tool.svg',
    published: '2026-02-10',
    seoDescription:
      'A retrieval-augmented search tool answers questions from drawings and contracts with cited sources for a UK engineering firm: 28 man-hours per week saved.',
    client: {
      description: 'An engineering and construction consultancy in the United Kingdom',
      size: 'A few hundred engineers working from regional offices and project sites',
    },
    context: [
      'Every project the firm delivered produced thousands of documents: drawings, specifications, method statements, contracts, change orders and meeting minutes. They lived in a mix of network file shares, SharePoint sites and a document control system, each with its own folder conventions. Keyword search worked only when an engineer already knew the exact term and roughly where the file should be.',
      'Project engineers and commercial managers spent a large part of each week hunting for answers: which revision of a specification applied, what a contract clause said about delays, or whether a design query had already been answered. Senior staff were interrupted with the same questions again and again, and answers taken from the wrong revision caused rework on site.',
    ],
    figure: '28 man-hours per week saved',
    duration: '10 weeks',
    solution: [
      {
        id: 'solution-1',
        title: 'Document ingestion with revision awareness',
        description:
          'Connectors pull PDFs, Word files and scanned drawings from SharePoint and the file shares. OCR extracts text from scans, and metadata from the document control system marks which revision is current.',
      },
      {
        id: 'solution-2',
        title: 'Hybrid search over a vector index',
        description:
          'Documents are split into passages, embedded and stored in Azure AI Search alongside a keyword index, so queries match both exact clause numbers and questions phrased in everyday language.',
      },
      {
        id: 'solution-3',
        title: 'Answers with cited sources',
        description:
          'A large language model drafts each answer only from retrieved passages and links the document, revision and page behind every statement. When nothing relevant is found, the tool says so instead of guessing.',
      },
      {
        id: 'solution-4',
        title: 'Access that mirrors project permissions',
        description:
          "Results are filtered by each user's existing SharePoint and Microsoft Entra ID permissions, so engineers see only documents from projects they are already allowed to open.",
      },
      {
        id: 'solution-5',
        title: 'Questions asked from Microsoft Teams',
        description:
          'Engineers ask questions from a Teams app or a web page and rate every answer, and the team reviews that feedback each week to tune retrieval settings and prompts.',
      },
    ],
    challenges: [
      {
        id: 'challenge-1',
        title: 'Scanned drawings with handwritten notes',
        description:
          'Older drawings existed only as scans with stamps and handwritten markups. We tuned OCR settings per document type and indexed title blocks separately, so drawing numbers and revisions stay searchable.',
      },
      {
        id: 'challenge-2',
        title: 'Superseded revisions in the index',
        description:
          'An answer from an outdated specification is worse than no answer. Retrieval ranks current revisions first, labels superseded ones clearly and shows the revision date next to every citation.',
      },
      {
        id: 'challenge-3',
        title: 'Confidential commercial documents',
        description:
          "Contracts and pricing had to stay within existing access rules and the firm's own Azure tenant. All processing runs in a UK Azure region, and no document data is used to train models.",
      },
    ],
    achievements: [
      {
        id: 'achievement-1',
        title: '28 man-hours per week saved',
        description:
          'Across the project teams using the tool, the firm recorded 28 man-hours per week saved on document searches, time that engineers now spend on design work and site issues instead.',
      },
      {
        id: 'achievement-2',
        title: 'Answers traceable to source pages',
        description:
          'Every answer links to the document, revision and page it came from, so engineers check the original before acting on it. That traceability is what made the tool acceptable to document controllers.',
      },
      {
        id: 'achievement-3',
        title: 'Rolled out in measured stages',
        description:
          'The tool launched with two project teams, then expanded to the wider business once their feedback on accuracy, citations and permissions had been worked into retrieval and prompts.',
      },
    ],
    benefits: [
      {
        id: 'benefit-1',
        title: 'Fewer interruptions for senior engineers',
        description:
          'Routine questions about specifications and contract clauses are answered by the tool, which leaves senior engineers more time for design reviews, client meetings and mentoring.',
      },
      {
        id: 'benefit-2',
        title: 'Less rework from wrong revisions',
        description:
          'Because current revisions rank first and superseded documents are clearly labeled, site teams are far less likely to build from an outdated drawing or specification.',
      },
      {
        id: 'benefit-3',
        title: 'Faster onboarding to live projects',
        description:
          'Engineers who join a project midway can ask how decisions were made and find the relevant correspondence and minutes without reading through the whole project archive.',
      },
      {
        id: 'benefit-4',
        title: 'A foundation for further use cases',
        description:
          'The same ingestion pipeline and index can serve bid preparation, lessons-learned reviews and health and safety files without rebuilding the underlying platform.',
      },
    ],
    services: ['generative-ai', 'cloud-implementation'],
  },
  {
    slug: 'determine-report-product-superiority-own-competitor-products',
    title: 'Determine and Report Product Superiority Across Own and Competitor Products',
    seoTitle: 'Reporting Product Superiority Over Competitor Products',
    desc: 'A product team compared its ranges with competitors by hand, using spreadsheets of specifications and reviews. We delivered a web application that collects product data, scores each attribute side by side and produces reports ready for sales and product managers.',
    industry: 'Consumer goods manufacturing',
    region: 'Central Europe',
    result: 'MVP in 5 weeks, from first workshop to live reports',
    image: '/images/stories/determine-report-product-superiority-own-competitor-products.svg',
    published: '2025-07-15',
    seoDescription:
      'A product comparison web app for a Central European consumer goods maker, with scored attributes, competitor data and sales-ready reports. MVP in 5 weeks.',
    client: {
      description: 'A consumer goods manufacturer in Central Europe',
      size: 'Several product lines sold through retailers in multiple European countries',
    },
    context: [
      "The manufacturer's product managers needed to show retailers and their own sales teams where each product beat, matched or trailed competing products. The evidence existed: technical specifications, lab test results, prices and online reviews. But it sat in spreadsheets kept by individual managers, with different attribute names, units and scoring habits in every product category.",
      'Preparing one comparison report took days of copying and formatting, and reports from different teams could not be compared with each other. When a competitor changed a price or launched a new model, the spreadsheets went stale without anyone noticing. The company wanted a working tool quickly, to test the idea with real users before committing to a larger build.',
    ],
    figure: 'MVP in 5 weeks',
    duration: '12 weeks',
    solution: [
      {
        id: 'solution-1',
        title: 'Discovery workshop and a scoped MVP',
        description:
          'A two-day workshop with product and sales managers fixed the MVP scope: one product category, a shared attribute model, side-by-side scoring and an exportable report. Everything else went on a prioritized backlog.',
      },
      {
        id: 'solution-2',
        title: 'Shared attribute model and scoring rules',
        description:
          'We defined attributes, units and weights per category in a PostgreSQL schema, with scoring rules that product managers adjust in an admin screen instead of editing spreadsheet formulas.',
      },
      {
        id: 'solution-3',
        title: 'Automated product data collection',
        description:
          "Scheduled Python jobs import specifications and prices from the company's product database and from public competitor sources, flag changes since the last run and queue them for a product manager to review.",
      },
      {
        id: 'solution-4',
        title: 'Serverless web application and reports',
        description:
          'A React front end and a Python API run on AWS Lambda with Amazon RDS for PostgreSQL. Users compare products side by side and export PDF and PowerPoint reports for sales meetings.',
      },
    ],
    challenges: [
      {
        id: 'challenge-1',
        title: 'Inconsistent data across categories',
        description:
          'Each team described products differently, so attributes had to be normalized before any score meant something. We built mapping tables and validation rules, and product managers confirmed each mapping in the tool.',
      },
      {
        id: 'challenge-2',
        title: 'Scores that sales can defend',
        description:
          'A score is only useful if a retailer accepts it. Every score in a report links to the underlying values and their sources, and the weighting rules are documented for each category.',
      },
      {
        id: 'challenge-3',
        title: 'A tight timeline to prove value',
        description:
          'The business wanted real reports in weeks, not months. Weekly demos with product managers, a narrow first category and ready-made AWS infrastructure templates kept the first release on schedule.',
      },
    ],
    achievements: [
      {
        id: 'achievement-1',
        title: 'MVP in 5 weeks with live reports',
        description:
          'The first release covered one product category with real product data, side-by-side scoring and exportable reports, and product managers took its reports into retailer meetings soon after launch.',
      },
      {
        id: 'achievement-2',
        title: 'All product categories onboarded',
        description:
          'In the weeks after the first release, the remaining categories were added on the same attribute model, with product managers configuring most of the weights and mappings themselves.',
      },
      {
        id: 'achievement-3',
        title: 'Comparison reports generated on demand',
        description:
          'Sales managers generate a current comparison report for any product against chosen competitors whenever they need one, instead of requesting it from a product manager and waiting days.',
      },
    ],
    benefits: [
      {
        id: 'benefit-1',
        title: 'One source of comparison data',
        description:
          'Product, sales and marketing teams work from the same attribute data and scores, so the claims made to retailers match the claims made in marketing material.',
      },
      {
        id: 'benefit-2',
        title: 'Early warning of competitor changes',
        description:
          'Change alerts on competitor prices and specifications show product managers when a comparison shifts, so they can respond before the next retailer range review.',
      },
      {
        id: 'benefit-3',
        title: 'A validated idea before a bigger spend',
        description:
          'Real users and real reports proved the tool before the company invested in more categories and integrations, which kept the larger build focused on needs that had already been tested.',
      },
    ],
    services: ['business-intelligence', 'serverless'],
  },
  {
    slug: 'al-data-analytics-platform-to-empower-the-business',
    title: 'AI Data Analytics Platform to Empower the Business',
    desc: 'Sales, inventory and customer data sat in separate systems, and demand models ran on a single overloaded server. We consolidated the data into a cloud lakehouse, rebuilt the machine learning pipelines on distributed compute and gave business teams self-service dashboards.',
    industry: 'Retail and e-commerce',
    region: 'India',
    result: 'ML run time from 3h to 1.5h',
    image: '/images/stories/al-data-analytics-platform-to-empower-the-business.svg',
    published: '2024-12-03',
    seoDescription:
      'A cloud lakehouse, distributed ML pipelines and self-service dashboards for a retailer in India took ML run time from 3h to 1.5h. See how we built it.',
    client: {
      description: 'A retail and e-commerce company in India',
      size: 'A national store network and an online shop, with a central data team',
    },
    context: [
      'The retailer sold through stores and an online shop, and each channel kept its own data. Point-of-sale transactions, e-commerce orders, inventory from the ERP and customer records from the loyalty program lived in separate databases with different product and store codes. Analysts stitched them together in spreadsheets and ad hoc SQL, so the same question often produced different answers.',
      'Demand forecasting models, written in Python by the data team, ran overnight on a single on-premises server that also hosted other workloads. When data arrived late or the server was busy, forecasts were not ready for the morning replenishment meeting. Business teams queued their report requests behind the data team, and many decisions rested on exports that were a week old.',
    ],
    figure: 'ML run time from 3h to 1.5h',
    duration: '16 weeks',
    solution: [
      {
        id: 'solution-1',
        title: 'Cloud lakehouse on Azure Databricks',
        description:
          'We built a lakehouse on Azure Databricks and Azure Data Lake Storage, with bronze, silver and gold Delta Lake layers that turn raw sales, inventory and customer data into cleaned, conformed tables.',
      },
      {
        id: 'solution-2',
        title: 'Automated ingestion from every channel',
        description:
          'Azure Data Factory pipelines load point-of-sale, e-commerce, ERP and loyalty data on schedules matched to each source, with data quality checks that stop bad loads and alert the owning team.',
      },
      {
        id: 'solution-3',
        title: 'Distributed ML pipelines with MLflow',
        description:
          'We refactored the forecasting code from pandas to PySpark, split training by product category so it runs in parallel, and tracked experiments, models and versions in MLflow.',
      },
      {
        id: 'solution-4',
        title: 'Self-service dashboards in Power BI',
        description:
          'A governed semantic model exposes sales, stock and forecast metrics to Power BI, and we trained business users to build their own reports on certified datasets.',
      },
    ],
    challenges: [
      {
        id: 'challenge-1',
        title: 'Mismatched product and store codes',
        description:
          'Each system identified products and stores differently. We built master mapping tables with the business and added tests that flag unmapped codes before they reach reports or models.',
      },
      {
        id: 'challenge-2',
        title: 'Forecasts planners already trusted',
        description:
          'The rebuilt pipelines had to produce forecasts the planners would accept. We ran old and new models side by side and compared their outputs category by category before switching over.',
      },
      {
        id: 'challenge-3',
        title: 'Keeping cloud compute spend in check',
        description:
          'Distributed compute gets expensive when left running. Job clusters start for each pipeline run and shut down afterward, with cluster policies and tags that show costs per workload.',
      },
    ],
    achievements: [
      {
        id: 'achievement-1',
        title: 'ML run time from 3h to 1.5h',
        description:
          "Parallel training on Databricks job clusters took the forecasting pipeline's ML run time from 3h to 1.5h, so forecasts are ready well before the morning planning meeting.",
      },
      {
        id: 'achievement-2',
        title: 'One platform for sales and inventory',
        description:
          'Sales, inventory and customer data now sit in one lakehouse with shared product and store codes, so analysts answer cross-channel questions with a single query instead of spreadsheet merges.',
      },
      {
        id: 'achievement-3',
        title: 'Self-service reporting for business teams',
        description:
          'Merchandising, supply chain and marketing teams build their own Power BI reports on certified datasets instead of queuing requests to the data team.',
      },
    ],
    benefits: [
      {
        id: 'benefit-1',
        title: 'Fresher data for daily decisions',
        description:
          'Replenishment and merchandising decisions draw on data loaded overnight rather than old exports, and every dashboard shows when each of its sources was last refreshed.',
      },
      {
        id: 'benefit-2',
        title: 'Room to improve the models',
        description:
          'With shorter runs and tracked experiments, the data team can test new features and model types on a copy of the pipeline without putting the morning forecast at risk.',
      },
      {
        id: 'benefit-3',
        title: 'A data team focused on analysis',
        description:
          'Automated pipelines and fewer ad hoc report requests give data scientists time for forecasting, pricing and customer analytics rather than manual data preparation.',
      },
    ],
    services: ['machine-learning', 'business-intelligence', 'cloud-implementation'],
  },
  {
    slug: 'process-improvement-legacy-system-migration-to-cloud-with-enhanced-features',
    title: 'Process Improvement: Legacy System Migration to Cloud with Enhanced Features',
    seoTitle: 'Process Improvement: Legacy System Migration to Cloud',
    desc: 'A freight operator ran shipment tracking on an aging on-premises application with manual handoffs between depots. We migrated it to a containerized cloud platform, automated the status updates between teams and added role-based dashboards that replaced daily email reports.',
    industry: 'Logistics and freight',
    region: 'Benelux',
    result: '30K euros annual saving after the move to cloud',
    image: '/images/stories/process-improvement-legacy-system-migration-to-cloud-with-enhanced-features.svg',
    published: '2024-05-14',
    seoDescription:
      "We moved a Benelux freight operator's shipment tracking to a containerized cloud platform with automated depot updates: a 30K euros annual saving.",
    client: {
      description: 'A freight and logistics operator in the Benelux region',
      size: 'A network of depots handling road freight across several countries',
    },
    context: [
      'The operator tracked shipments in a custom application built more than a decade earlier and hosted on servers in its own data room. The hardware was nearing the end of its support contract, the application ran on an outdated framework, and only one long-serving developer knew how it all fit together. Every upgrade was postponed because nobody wanted to risk the tracking system.',
      'The process around it was just as fragile. When a shipment moved between depots, staff updated its status by phone and email, and someone re-entered the details at the next depot. Customer service could not see where a consignment was without calling around, and managers received their daily overview as a set of emailed spreadsheet reports.',
    ],
    figure: '30K euros annual saving',
    duration: '20 weeks',
    solution: [
      {
        id: 'solution-1',
        title: 'Assessment and staged migration plan',
        description:
          'We mapped the application, its database and every integration with depots and customers, then agreed a staged plan: replatform first, improve processes second, with a rollback path at each step.',
      },
      {
        id: 'solution-2',
        title: 'Containerized application on AWS',
        description:
          'The application was refactored into containers and deployed on Amazon EKS with Amazon RDS for PostgreSQL, replacing the aging servers and an unsupported database version.',
      },
      {
        id: 'solution-3',
        title: 'Automated status updates between depots',
        description:
          'Depot staff scan consignments with handheld devices, and each scan publishes an event that updates the shipment status and notifies the next depot, removing the phone and email handoffs.',
      },
      {
        id: 'solution-4',
        title: 'Role-based dashboards for every team',
        description:
          'Dispatchers, customer service agents and managers each get a dashboard with the shipments and exceptions relevant to them, replacing the daily email reports assembled from spreadsheets.',
      },
      {
        id: 'solution-5',
        title: 'Infrastructure as code and CI/CD',
        description:
          'Terraform defines every environment, and a GitHub Actions pipeline tests and deploys each change, so updates ship in small steps instead of rare, risky releases.',
      },
    ],
    challenges: [
      {
        id: 'challenge-1',
        title: 'Knowledge held by one person',
        description:
          'Much of the business logic was undocumented. We paired with the original developer during discovery and captured the business rules as automated tests before changing any code.',
      },
      {
        id: 'challenge-2',
        title: 'No gaps in shipment tracking',
        description:
          'Shipments move around the clock, so tracking could not go offline. We kept the old and new databases synchronized during the transition and switched depots over one at a time.',
      },
      {
        id: 'challenge-3',
        title: 'Changing how depots work',
        description:
          'Scanning replaced familiar phone calls. We ran short training sessions at each depot and kept a manual entry screen available as a fallback during the first weeks of rollout.',
      },
    ],
    achievements: [
      {
        id: 'achievement-1',
        title: 'A 30K euros annual saving',
        description:
          'Retiring the on-premises servers, their support contracts and the manual reporting work produced a 30K euros annual saving once the move to cloud was complete.',
      },
      {
        id: 'achievement-2',
        title: 'Shipment status updated at every scan',
        description:
          'Each consignment updates when it is scanned at a depot, so customer service answers questions about shipment location from one screen instead of phoning around the network.',
      },
      {
        id: 'achievement-3',
        title: 'Daily email reports retired',
        description:
          'Role-based dashboards replaced the daily spreadsheet reports, and managers see delays and exceptions as they happen rather than the following morning.',
      },
    ],
    benefits: [
      {
        id: 'benefit-1',
        title: 'A supported, maintainable platform',
        description:
          'The application now runs on current, supported software with documented architecture, automated tests and deployment pipelines, so more than one person can maintain and extend it.',
      },
      {
        id: 'benefit-2',
        title: 'Fewer manual handoffs and errors',
        description:
          'Status changes flow between depots automatically, which removes re-keyed details along with the errors and delays that came with them.',
      },
      {
        id: 'benefit-3',
        title: 'Capacity that follows demand',
        description:
          'Containers scale with seasonal peaks in freight volume, so the operator no longer has to size its hardware for the busiest week of the year.',
      },
    ],
    services: ['cloud-implementation', 'devsecops'],
  },
  {
    slug: 'cloud-migration-legacy-system-migration-to-azure-cloud-with-enhancements',
    title: 'Cloud Migration: Legacy System Migration to Azure Cloud with Enhancements',
    seoTitle: 'Cloud Migration: Legacy System Migration to Azure',
    desc: 'A financial services firm kept a legacy reporting system alive on oversized virtual machines. We moved it to Azure App Service and Azure SQL, replaced batch jobs with Azure Functions and set up autoscaling, monitoring and infrastructure as code.',
    industry: 'Financial services',
    region: 'North America',
    result: 'Azure run cost from $30K to $10K per year',
    image: '/images/stories/cloud-migration-legacy-system-migration-to-azure-cloud-with-enhancements.svg',
    published: '2023-10-10',
    seoDescription:
      'Moving a legacy reporting system to Azure App Service, Azure SQL and Azure Functions cut run cost from $30K to $10K per year for a North American firm.',
    client: {
      description: 'A financial services firm in North America',
      size: 'A mid-sized firm whose finance, risk and compliance teams rely on monthly reporting',
    },
    context: [
      "The firm's finance and compliance teams depended on a reporting system built in-house years earlier. It ran on a set of large virtual machines sized for month-end peaks, so for most of the month the capacity sat idle while the bills kept arriving. Overnight batch jobs, scheduled on one of the servers, produced the files and reports that regulators and management expected.",
      'The system worked, but it was expensive and hard to change. Patching the operating systems and database was manual, failed batch jobs were discovered only when someone missed a report, and there was no record of how the servers had been configured. Leadership wanted lower costs, but month-end reporting could not be disrupted by the move.',
    ],
    figure: 'run cost from $30K to $10K per year',
    duration: '16 weeks',
    solution: [
      {
        id: 'solution-1',
        title: 'Staged move to Azure App Service',
        description:
          'We moved the web application to Azure App Service and the database to Azure SQL Database, migrating one reporting module at a time while the legacy system kept running alongside.',
      },
      {
        id: 'solution-2',
        title: 'Batch jobs rebuilt as Azure Functions',
        description:
          'Overnight jobs became timer- and event-triggered Azure Functions that run only when needed, retry on failure and write their output to Azure Blob Storage for downstream systems.',
      },
      {
        id: 'solution-3',
        title: 'Autoscaling sized for month-end',
        description:
          'App Service autoscaling rules add capacity during month-end processing and scale back afterward, replacing virtual machines that had been sized for peak load all year round.',
      },
      {
        id: 'solution-4',
        title: 'Infrastructure as code and monitoring',
        description:
          'Bicep templates define every environment, Azure DevOps pipelines deploy changes, and Azure Monitor with Application Insights alerts the team when a job fails or slows down.',
      },
    ],
    challenges: [
      {
        id: 'challenge-1',
        title: 'Month-end reporting could not break',
        description:
          'We ran the old and new systems in parallel through consecutive month-end cycles and compared every report output before retiring each legacy module.',
      },
      {
        id: 'challenge-2',
        title: 'Security and compliance requirements',
        description:
          "Financial data required private networking, encryption and audit trails. We used private endpoints, Azure Key Vault for secrets and Microsoft Entra ID for access, reviewed with the firm's compliance team.",
      },
      {
        id: 'challenge-3',
        title: 'Undocumented server configuration',
        description:
          'Years of manual changes lived only on the servers. We inventoried scheduled tasks, connection strings and file shares before migrating, so nothing the reports depended on was lost.',
      },
    ],
    achievements: [
      {
        id: 'achievement-1',
        title: 'Lower Azure run cost',
        description:
          "Right-sized services, autoscaling and pay-per-use functions took the system's run cost from $30K to $10K per year, compared with the always-on virtual machines it replaced.",
      },
      {
        id: 'achievement-2',
        title: 'Month-end delivered without disruption',
        description:
          'Every month-end cycle during and after the migration produced its reports on schedule, and outputs matched the legacy system before each module was switched over.',
      },
      {
        id: 'achievement-3',
        title: 'Failures caught before users notice',
        description:
          'Alerts in Azure Monitor flag failed or slow jobs as they happen, so the team fixes problems before finance staff discover that a report is missing.',
      },
    ],
    benefits: [
      {
        id: 'benefit-1',
        title: 'Costs that follow actual use',
        description:
          'Capacity grows for month-end and shrinks afterward, so the firm pays for peak resources only during the days it actually needs them.',
      },
      {
        id: 'benefit-2',
        title: 'Faster, safer changes',
        description:
          'With environments defined in Bicep and deployments automated, new reports and fixes move through test and production in days instead of waiting for a maintenance window.',
      },
      {
        id: 'benefit-3',
        title: 'A clean handover to in-house engineers',
        description:
          "Architecture documentation, templates and runbooks let the firm's own engineers operate and extend the system after the engagement, without depending on us for routine changes.",
      },
    ],
    services: ['cloud-implementation', 'serverless', 'devsecops'],
  },
  {
    slug: 'order-management-system-to-improve-operational-efficiency',
    title: 'Order Management System to Improve Operational Efficiency',
    desc: 'Orders arrived by email, phone and a web shop, and staff re-keyed each one into the warehouse system. We built a single order management system that captures every channel, validates stock in real time and sends confirmed orders straight to fulfillment.',
    industry: 'Industrial distribution',
    region: 'Southern Europe',
    result: '25% efficiency gain in order processing',
    image: '/images/stories/order-management-system-to-improve-operational-efficiency.svg',
    published: '2023-03-21',
    seoDescription:
      'One order management system for a Southern European distributor captures every sales channel and checks stock in real time: a 25% efficiency gain.',
    client: {
      description: 'An industrial supplies distributor in Southern Europe',
      size: 'A central warehouse serving trade customers, with an inside sales team taking orders',
    },
    context: [
      'The distributor sold industrial supplies to trade customers through three channels: email, phone calls to the inside sales team and a web shop. Each channel had its own process. Email and phone orders were typed into the ERP by hand, web shop orders arrived as exports, and all of them had to be re-keyed into a separate warehouse management system before picking could start.',
      'Double entry caused errors and delays. Staff confirmed orders without knowing whether stock was actually available, so backorders were often discovered at the picking stage and customers heard about them late. Order status lived in individual inboxes, which made it hard for the sales team to answer simple questions about delivery dates.',
    ],
    figure: '25% efficiency gain',
    duration: '18 weeks',
    solution: [
      {
        id: 'solution-1',
        title: 'One order hub for every channel',
        description:
          'A new order management system, built in .NET with PostgreSQL on Azure, takes web shop orders through an API, parses structured email orders and gives the sales team a fast entry screen for phone orders.',
      },
      {
        id: 'solution-2',
        title: 'Real-time stock validation',
        description:
          'Each order line is checked against live stock in the warehouse management system, with alternatives or split deliveries proposed before the order is confirmed to the customer.',
      },
      {
        id: 'solution-3',
        title: 'Direct integration with ERP and warehouse',
        description:
          'Confirmed orders flow through a RabbitMQ message queue to the ERP for invoicing and to the warehouse system for picking, with retries and an exception screen when a message fails.',
      },
      {
        id: 'solution-4',
        title: 'Automated customer notifications',
        description:
          'Customers receive order confirmations, backorder notices and dispatch updates by email automatically, and sales staff see the full history of every order in one place.',
      },
    ],
    challenges: [
      {
        id: 'challenge-1',
        title: 'Free-text orders by email',
        description:
          'Many customers emailed orders in their own formats. We introduced order templates for regular customers and a review queue where staff confirm parsed lines before they go any further.',
      },
      {
        id: 'challenge-2',
        title: 'An older warehouse system to integrate',
        description:
          'The warehouse system had a limited, poorly documented API. We built an adapter service with contract tests and a nightly reconciliation, so stock levels in both systems stay in agreement.',
      },
      {
        id: 'challenge-3',
        title: 'Cutover without losing orders',
        description:
          'Orders could not pause during the switch. We moved one channel at a time, starting with the web shop, and kept the manual process as a fallback until each channel was stable.',
      },
    ],
    achievements: [
      {
        id: 'achievement-1',
        title: '25% efficiency gain in order processing',
        description:
          'With double entry and manual stock checks gone, the order team recorded a 25% efficiency gain in order processing across email, phone and web shop orders.',
      },
      {
        id: 'achievement-2',
        title: 'Backorders caught at order entry',
        description:
          'Stock problems now surface when an order is entered rather than at the picking stage, so customers hear about alternatives or split deliveries before they receive a confirmation.',
      },
      {
        id: 'achievement-3',
        title: 'One view of every order',
        description:
          'Sales staff see status, stock and dispatch details for every order on a single screen, whether it arrived by email, by phone or through the web shop.',
      },
    ],
    benefits: [
      {
        id: 'benefit-1',
        title: 'Fewer keying errors',
        description:
          'Each order is entered once and passed to the ERP and warehouse automatically, which removes transcription mistakes in quantities, prices and delivery addresses.',
      },
      {
        id: 'benefit-2',
        title: 'Better customer communication',
        description:
          'Automatic confirmations and dispatch notices answer most status questions before customers need to call, and sales staff can quote delivery dates they can stand behind.',
      },
      {
        id: 'benefit-3',
        title: 'Growth without more admin',
        description:
          'Higher order volumes no longer mean proportionally more data entry, so the inside sales team can spend its time on customers rather than paperwork.',
      },
    ],
    services: ['cloud-implementation', 'quality-assurance'],
  },
  {
    slug: 'too-many-scientists-and-too-less-it-made-a-system-that-no-one-understands',
    title: 'Too Many Scientists and Too Little IT Made a System No One Understands',
    seoTitle: 'Too Many Scientists, Too Little IT: Research IT Untangled',
    desc: 'Years of scripts, servers and databases added by individual researchers had left a biotech lab with infrastructure nobody could fully explain. We mapped every component, retired duplicates, documented what remained and put the platform under managed operations.',
    industry: 'Biotechnology research',
    region: 'Nordics',
    result: '50K euros saved by consolidating research IT',
    image: '/images/stories/too-many-scientists-and-too-less-it-made-a-system-that-no-one-understands.svg',
    published: '2022-08-16',
    seoDescription:
      'We mapped, consolidated and documented years of ad hoc research IT at a Nordic biotech lab, then put it under managed operations, saving 50K euros.',
    client: {
      description: 'A biotechnology research organization in the Nordics',
      size: 'Several research groups sharing laboratory instruments and computing infrastructure',
    },
    context: [
      'Over the years, individual scientists had solved their own computing problems. One group bought a server for image analysis, another set up a database for sample tracking, and postdocs wrote scripts that copied instrument data between machines on a schedule. Each decision made sense at the time, but nobody owned the whole picture, and the small IT team supported office systems rather than research computing.',
      'By the time the lab called us, nobody could say with confidence which servers were still needed, where the master copy of key datasets lived or what would break if a machine was switched off. Several people who had built parts of the system had left. Licenses and hardware support contracts were renewed out of caution, and backups covered only some of the data.',
    ],
    figure: '50K euros',
    duration: '14 weeks',
    solution: [
      {
        id: 'solution-1',
        title: 'Discovery and a full inventory',
        description:
          'We scanned the network, interviewed each research group and traced data flows from instruments to analysis, producing an inventory of servers, databases, scripts, licenses and the people who rely on each.',
      },
      {
        id: 'solution-2',
        title: 'Consolidation onto a shared platform',
        description:
          'Duplicate servers and databases were merged onto a virtualized platform with shared storage, and scheduled instrument transfers were rebuilt as monitored jobs instead of scripts on individual machines.',
      },
      {
        id: 'solution-3',
        title: 'Documentation people actually use',
        description:
          'Architecture diagrams, data flow maps and runbooks went into a wiki the lab maintains, with a named owner for each system and a short getting-started guide for new researchers.',
      },
      {
        id: 'solution-4',
        title: 'Managed operations and tested backups',
        description:
          "We took over monitoring, patching and backups of the consolidated platform, with Prometheus alerts, regular restore tests and a monthly review of planned changes with the lab's research leads.",
      },
    ],
    challenges: [
      {
        id: 'challenge-1',
        title: 'Nobody knew what was critical',
        description:
          'Turning off the wrong machine could stop an experiment. We used network traffic and access logs to confirm actual usage, then switched candidates off temporarily before retiring them for good.',
      },
      {
        id: 'challenge-2',
        title: 'Scientists attached to their setups',
        description:
          'Groups worried about losing tools they had built themselves. We kept the tools that worked, moved them onto supported infrastructure and involved each group in testing before cutover.',
      },
      {
        id: 'challenge-3',
        title: 'Research data with handling rules',
        description:
          'Some datasets came from human samples with strict handling requirements. We classified data by sensitivity and applied access controls and retention settings agreed with the data protection officer.',
      },
    ],
    achievements: [
      {
        id: 'achievement-1',
        title: '50K euros saved through consolidation',
        description:
          'Retiring duplicate servers, unused software licenses and overlapping hardware support contracts saved 50K euros, money the lab could redirect from infrastructure upkeep to research.',
      },
      {
        id: 'achievement-2',
        title: 'A documented platform with named owners',
        description:
          'Every remaining server, database and data flow has a documented purpose and a named owner, so the lab can plan changes without guessing what depends on what.',
      },
      {
        id: 'achievement-3',
        title: 'Backups that cover all research data',
        description:
          'All consolidated research data now falls under scheduled backups with regular restore tests, closing the gaps that had left some datasets without any protection.',
      },
    ],
    benefits: [
      {
        id: 'benefit-1',
        title: 'Scientists back to science',
        description:
          'Researchers no longer maintain servers and scripts on the side. They raise requests with the managed operations team and spend their time on experiments and analysis.',
      },
      {
        id: 'benefit-2',
        title: 'Lower risk when people leave',
        description:
          'Knowledge that used to leave with departing postdocs is now captured in documentation and runbooks, so staff turnover no longer puts critical systems at risk.',
      },
      {
        id: 'benefit-3',
        title: 'Clear decisions on new tools',
        description:
          'With an inventory and a documented architecture in place, the lab evaluates new instruments and software against a known platform instead of adding another standalone server.',
      },
    ],
    services: ['cloud-implementation', 'customized-hardware', 'devsecops'],
  },
] as const satisfies readonly (CaseStudy & { slug: StorySlug })[]

export function getStory(slug: string) {
  return stories.find((story) => story.slug === slug)
}

/** The card fields of a story, so lists and loaders do not ship the whole detail page. */
export function toSummary(story: StorySummary): StorySummary {
  const { slug, title, desc, industry, region, result, image } = story
  return { slug, title, desc, industry, region, result, image }
}

/** The three stories shown on the home page, by slug. */
export const featuredStorySlugs = [
  'optimizing-datalab-hpc-for-enhanced-performance-and-user-experience',
  'al-data-analytics-platform-to-empower-the-business',
  'cloud-migration-legacy-system-migration-to-azure-cloud-with-enhancements',
] as const satisfies readonly StorySlug[]

export const featuredStories = featuredStorySlugs.map((slug) => {
  const story = getStory(slug)
  if (!story) throw new Error(`Unknown featured story: ${slug}`)
  return story
})
