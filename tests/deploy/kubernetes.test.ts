import { loadConfig } from '../../gateway/src/kernel/config/config';
import { gatewayEnvironmentVariables, readText, readYaml } from './support/files';
import {
  type Manifest,
  RENDER_COMMAND,
  committedRender,
  find,
  findAll,
  k8sDigest,
  renderKustomization,
  writeCommittedRender,
} from './support/kustomize';
import { unknownFieldErrors } from './support/kubernetes-fields';
import { schemaErrors } from './support/kubernetes-schemas';
import { TEST_JWT_SECRET, TEST_SECRETS_KEY } from '../support/secrets';

const BASE = 'k8s/base';
const SINGLE_NODE = 'k8s/overlays/single-node';

// docs/product.md §14: in-flight requests get 10 s after SIGTERM.
const GATEWAY_SHUTDOWN_SECONDS = 10;

const secretExample = readYaml<Manifest>('k8s/base/secret.example.yaml');

const gatewayContainer = (deployment: Manifest) =>
  deployment.spec.template.spec.containers.find((c: any) => c.name === 'gateway');

const byKindAndName = (manifests: Manifest[]) =>
  Object.fromEntries(manifests.map((m) => [`${m.kind}/${m.metadata.name}`, m]));

describe.each([BASE, SINGLE_NODE])('%s: kustomize-lite renders what the real kustomize does', (dir) => {
  // Where kubectl is installed, this writes the renders the checks below compare with.
  if (process.env.UPDATE_KUSTOMIZE_RENDERS) beforeAll(() => writeCommittedRender(dir));

  it('has a committed render of the real kustomize made from the current k8s/', () => {
    const { digest } = committedRender(dir);
    if (digest !== k8sDigest())
      throw new Error(
        `k8s/ changed since its kustomize renders were made: run \`${RENDER_COMMAND}\` where kubectl is installed`,
      );
  });

  it('renders the same manifests as that render', () => {
    expect(byKindAndName(renderKustomization(dir))).toEqual(byKindAndName(committedRender(dir).manifests));
  });
});

describe.each([BASE, SINGLE_NODE])('%s renders to valid manifests', (dir) => {
  const manifests = () => renderKustomization(dir);

  it('renders', () => {
    expect(manifests().length).toBeGreaterThan(5);
  });

  it('validates every manifest against its schema (Kubernetes OpenAPI, CloudNativePG)', () => {
    const errors = schemaErrors(manifests());
    const problems = manifests().flatMap((m, i) => errors[i].map((error) => `${m.kind}/${m.metadata.name}: ${error}`));
    expect(problems).toEqual([]);
  });

  it('uses only fields that Kubernetes defines (no silently dropped typos)', () => {
    const errors = unknownFieldErrors(manifests());
    const problems = manifests().flatMap((m, i) => errors[i].map((error) => `${m.kind}/${m.metadata.name}: ${error}`));
    expect(problems).toEqual([]);
  });

  it('puts every namespaced object in the pilotage namespace', () => {
    for (const manifest of manifests().filter((m) => m.kind !== 'Namespace')) {
      expect(`${manifest.kind}/${manifest.metadata.name} in ${manifest.metadata.namespace}`).toBe(
        `${manifest.kind}/${manifest.metadata.name} in pilotage`,
      );
    }
  });

  it('runs every pod as non-root, without privilege escalation, on a read-only root filesystem, with resources', () => {
    const podSpecs = [
      find(manifests(), 'Deployment', 'pilotage-gateway'),
      find(manifests(), 'Job', 'pilotage-migrate'),
    ].map((m) => m.spec.template.spec);
    for (const pod of podSpecs) {
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
      expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
      expect(pod.automountServiceAccountToken).toBe(false);
      for (const container of pod.containers) {
        expect(container.securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        expect(container.resources.requests).toEqual(
          expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }),
        );
        expect(container.resources.limits.memory).toEqual(expect.any(String));
        // A read-only root needs a writable /tmp (DATA_DIR in the image lives there).
        expect(container.volumeMounts).toEqual(
          expect.arrayContaining([expect.objectContaining({ mountPath: '/tmp' })]),
        );
      }
    }
  });

  it('wires the gateway to its ConfigMap, its Secret (created beforehand) and the database Secret made by CloudNativePG', () => {
    const container = gatewayContainer(find(manifests(), 'Deployment', 'pilotage-gateway'));
    const cluster = find(manifests(), 'Cluster');
    expect(container.envFrom).toEqual([
      { configMapRef: { name: 'pilotage-gateway' } },
      { secretRef: { name: secretExample.metadata.name } },
    ]);
    find(manifests(), 'ConfigMap', 'pilotage-gateway');
    // Applying the manifests must never overwrite the real Secret with the example.
    expect(findAll(manifests(), 'Secret')).toEqual([]);
    const databaseUrl = container.env.find((e: any) => e.name === 'DATABASE_URL');
    expect(databaseUrl.valueFrom.secretKeyRef).toEqual({ name: `${cluster.metadata.name}-app`, key: 'uri' });
  });

  it('only sets environment variables the gateway reads', () => {
    const known = gatewayEnvironmentVariables();
    const configMap = find(manifests(), 'ConfigMap', 'pilotage-gateway');
    const secret = secretExample;
    const deployment = find(manifests(), 'Deployment', 'pilotage-gateway');
    const names = [
      ...Object.keys(configMap.data!),
      ...Object.keys(secret.stringData ?? secret.data ?? {}),
      ...gatewayContainer(deployment).env.map((e: any) => e.name),
    ];
    expect(names.filter((name) => !known.has(name))).toEqual([]);
    expect(Object.keys(secret.stringData ?? {})).toEqual(
      expect.arrayContaining(['JWT_SECRET', 'SECRETS_KEY', 'ADMIN_USERNAME', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']),
    );
  });

  it('runs migrations with the gateway image as a Job', () => {
    const job = find(manifests(), 'Job', 'pilotage-migrate');
    const deployment = find(manifests(), 'Deployment', 'pilotage-gateway');
    const [container] = job.spec.template.spec.containers;
    expect(container.command).toEqual(['node', 'gateway/dist/src/migrate.js']);
    expect(container.image).toBe(gatewayContainer(deployment).image);
    expect(container.env).toEqual(gatewayContainer(deployment).env);
    expect(job.spec.template.spec.restartPolicy).toMatch(/^(OnFailure|Never)$/);
  });

  it('routes Ingress → Service → the gateway pods by names that exist', () => {
    const deployment = find(manifests(), 'Deployment', 'pilotage-gateway');
    const service = find(manifests(), 'Service', 'pilotage-gateway');
    const ingress = find(manifests(), 'Ingress', 'pilotage-gateway');
    const podLabels = deployment.spec.template.metadata.labels;
    expect(podLabels).toMatchObject(service.spec.selector);
    expect(podLabels).toMatchObject(deployment.spec.selector.matchLabels);
    const portNames = gatewayContainer(deployment).ports.map((p: any) => p.name);
    for (const port of service.spec.ports) expect(portNames).toContain(port.targetPort);
    for (const rule of ingress.spec.rules) {
      for (const { path, backend } of rule.http.paths) {
        expect(backend.service.name).toBe(service.metadata.name);
        // The public entry reaches the http port alone, never the metrics one nor /metrics.
        expect(backend.service.port).toEqual({ name: 'http' });
        expect(path).not.toMatch(/metrics/);
      }
    }
    expect(findAll(manifests(), 'Ingress')).toEqual([ingress]);
  });

  it("keeps the live screens' WebSockets open through the Ingress for an hour at least, with no sticky sessions", () => {
    const annotations = find(manifests(), 'Ingress', 'pilotage-gateway').metadata.annotations ?? {};
    for (const timeout of ['proxy-read-timeout', 'proxy-send-timeout']) {
      expect(Number(annotations[`nginx.ingress.kubernetes.io/${timeout}`])).toBeGreaterThanOrEqual(3600);
    }
    // Every replica hears every change through LISTEN/NOTIFY: any pod can hold any socket.
    expect(Object.keys(annotations)).not.toContainEqual(expect.stringMatching(/affinity/));
    // The socket is an upgrade of GET /graphql, which the rule for / covers.
    expect(find(manifests(), 'Ingress', 'pilotage-gateway').spec.rules[0].http.paths.map((p: any) => p.path)).toEqual([
      '/',
    ]);
  });

  it('admits traffic to the gateway pods only from the Ingress controller (http) and Prometheus (metrics)', () => {
    const ingress = find(manifests(), 'Ingress', 'pilotage-gateway');
    const container = gatewayContainer(find(manifests(), 'Deployment', 'pilotage-gateway'));
    const policy = findAll(manifests(), 'NetworkPolicy').find((p) => p.metadata.name === 'pilotage-gateway')!;
    expect(policy.spec.policyTypes).toContain('Ingress');
    // The controller whose annotations the Ingress uses.
    expect(Object.keys(ingress.metadata.annotations ?? {})).toContainEqual(
      expect.stringMatching(/^nginx\.ingress\.kubernetes\.io\//),
    );
    expect(policy.spec.ingress).toEqual([
      {
        from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } }],
        ports: [{ port: 'http', protocol: 'TCP' }],
      },
      {
        from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }],
        ports: [{ port: 'metrics', protocol: 'TCP' }],
      },
    ]);
    // Named ports the container declares.
    for (const rule of policy.spec.ingress)
      for (const { port } of rule.ports) expect(container.ports.map((p: any) => p.name)).toContain(port);
    // Egress still reaches PostgreSQL, DNS and the Telegram Bot API (HTTPS).
    const egressPorts = policy.spec.egress.flatMap((rule: any) =>
      rule.ports.map((p: any) => `${p.port}/${p.protocol}`),
    );
    expect(egressPorts).toEqual(expect.arrayContaining(['5432/TCP', '53/UDP', '443/TCP']));
  });

  it('selects the gateway pods and the database in its NetworkPolicies', () => {
    const deployment = find(manifests(), 'Deployment', 'pilotage-gateway');
    const job = find(manifests(), 'Job', 'pilotage-migrate');
    const cluster = find(manifests(), 'Cluster');
    const policies = findAll(manifests(), 'NetworkPolicy');
    const gatewayPolicy = policies.find((p) => p.metadata.name === 'pilotage-gateway')!;
    expect(deployment.spec.template.metadata.labels).toMatchObject(gatewayPolicy.spec.podSelector.matchLabels);
    const databasePolicy = policies.find((p) => p.metadata.name === 'pilotage-db')!;
    expect(databasePolicy.spec.podSelector.matchLabels).toEqual({ 'cnpg.io/cluster': cluster.metadata.name });
    // Both database clients carry the label that the database policy lets in.
    const clientSelector = databasePolicy.spec.ingress[0].from[0].podSelector.matchLabels;
    expect(deployment.spec.template.metadata.labels).toMatchObject(clientSelector);
    expect(job.spec.template.metadata.labels).toMatchObject(clientSelector);
  });

  it('backs up the PostgreSQL cluster on a schedule', () => {
    const cluster = find(manifests(), 'Cluster');
    const backup = find(manifests(), 'ScheduledBackup');
    expect(backup.spec.cluster.name).toBe(cluster.metadata.name);
    expect(cluster.spec.backup.barmanObjectStore.destinationPath).toMatch(/^s3:\/\//);
    expect(backup.spec.method).toBe('barmanObjectStore');
  });
});

describe('k8s/recovery/postgres-recovery.yaml: the documented recovery of the database', () => {
  const recovery = readYaml<Manifest>('k8s/recovery/postgres-recovery.yaml');
  const base = () => find(renderKustomization(BASE), 'Cluster', 'pilotage-db');

  it('validates against the CloudNativePG schema', () => {
    expect(schemaErrors([recovery])).toEqual([[]]);
  });

  it('replaces the cluster under its own name, database and owner, so the gateway finds it unchanged', () => {
    const cluster = base();
    expect(recovery.metadata.name).toBe(cluster.metadata.name);
    expect(recovery.metadata.namespace).toBe('pilotage');
    const { database, owner } = cluster.spec.bootstrap.initdb;
    expect(recovery.spec.bootstrap.recovery).toMatchObject({ database, owner });
    for (const key of ['instances', 'imageName', 'postgresql', 'storage', 'resources', 'affinity']) {
      expect([key, recovery.spec[key]]).toEqual([key, cluster.spec[key]]);
    }
  });

  it('recovers from the archive the ScheduledBackup and the WAL archiving write', () => {
    const written = base().spec.backup.barmanObjectStore;
    const source = recovery.spec.externalClusters.find(
      (external: any) => external.name === recovery.spec.bootstrap.recovery.source,
    );
    expect(source.barmanObjectStore.destinationPath).toBe(written.destinationPath);
    expect(source.barmanObjectStore.serverName ?? 'pilotage-db').toBe(written.serverName ?? base().metadata.name);
    expect(source.barmanObjectStore.s3Credentials).toEqual(written.s3Credentials);
  });

  it('archives its own WAL under a new server name: the archive it came from is never written again', () => {
    const own = recovery.spec.backup.barmanObjectStore;
    const source = recovery.spec.externalClusters[0].barmanObjectStore;
    expect(own.destinationPath).toBe(source.destinationPath);
    expect(own.serverName).toBeDefined();
    expect(own.serverName).not.toBe(source.serverName);
  });

  it('is the one docs/deployment.md tells how to apply', () => {
    expect(readText('docs/deployment.md')).toContain('k8s/recovery/postgres-recovery.yaml');
  });

  it('would catch a misspelt recovery field', () => {
    const typo = structuredClone(recovery);
    typo.spec.bootstrap.recovery.recoveryTarget = { targetTme: '2026-11-26 14:30:00+01:00' };
    const noSource = structuredClone(recovery);
    delete noSource.spec.externalClusters[0].name;
    const [a, b] = schemaErrors([typo, noSource]);
    expect(a.join()).toMatch(/additionalProperty.*targetTme/);
    expect(b.join()).toMatch(/name/);
  });
});

describe('k8s/base/secret.example.yaml', () => {
  it('validates against the Kubernetes schema and names the keys the gateway needs', () => {
    expect(schemaErrors([secretExample])).toEqual([[]]);
    expect(unknownFieldErrors([secretExample])).toEqual([[]]);
    expect(Object.keys(secretExample.stringData!).sort()).toEqual([
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'ADMIN_USERNAME',
      'JWT_SECRET',
      'SECRETS_KEY',
    ]);
  });
});

describe('probes and ports agree with the gateway', () => {
  const manifests = () => renderKustomization(BASE);
  const config = loadConfig({
    ...readYaml('k8s/base/configmap.yaml').data,
    JWT_SECRET: TEST_JWT_SECRET,
    SECRETS_KEY: TEST_SECRETS_KEY,
  });

  it('listens on all interfaces on the ports the container declares: http, and metrics apart', () => {
    const container = gatewayContainer(find(manifests(), 'Deployment', 'pilotage-gateway'));
    expect(config.host).toBe('0.0.0.0');
    expect(config.metricsPort).toBe(9464);
    expect(container.ports).toEqual([
      { name: 'http', containerPort: config.port, protocol: 'TCP' },
      { name: 'metrics', containerPort: config.metricsPort, protocol: 'TCP' },
    ]);
    const service = find(manifests(), 'Service', 'pilotage-gateway');
    expect(service.spec.ports.map((p: any) => [p.name, p.targetPort])).toEqual([
      ['http', 'http'],
      ['metrics', 'metrics'],
    ]);
  });

  it('probes readiness on /readyz and liveness on /healthz, through the named port', () => {
    const container = gatewayContainer(find(manifests(), 'Deployment', 'pilotage-gateway'));
    expect(container.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(container.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(container.startupProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
  });

  it('scrapes /metrics on the metrics port, not the public one', () => {
    const annotations = find(manifests(), 'Deployment', 'pilotage-gateway').spec.template.metadata.annotations;
    expect(annotations).toMatchObject({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': String(config.metricsPort),
      'prometheus.io/path': '/metrics',
    });
    expect(config.metricsPort).not.toBe(config.port);
  });

  it('drains before stopping: a preStop pause, then time for the graceful shutdown', () => {
    const pod = find(manifests(), 'Deployment', 'pilotage-gateway').spec.template.spec;
    const preStop = pod.containers[0].lifecycle.preStop.exec.command;
    expect(preStop[0]).toBe('sleep');
    const pause = Number(preStop[1]);
    expect(pause).toBeGreaterThan(0);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(pause + GATEWAY_SHUTDOWN_SECONDS);
  });

  it('believes exactly one proxy, the Ingress controller, for client addresses (login throttling per address)', () => {
    expect(config.trustProxy).toBe(1);
  });
});

describe('base: highly available', () => {
  const manifests = () => renderKustomization(BASE);

  it('runs 2+ gateway replicas, rolled without losing capacity, autoscaled and protected from drains', () => {
    const deployment = find(manifests(), 'Deployment', 'pilotage-gateway');
    const hpa = find(manifests(), 'HorizontalPodAutoscaler', 'pilotage-gateway');
    const pdb = find(manifests(), 'PodDisruptionBudget', 'pilotage-gateway');
    expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2);
    expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'pilotage-gateway' });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
    expect(deployment.spec.template.metadata.labels).toMatchObject(pdb.spec.selector.matchLabels);
    expect(pdb.spec.minAvailable).toBeLessThan(hpa.spec.minReplicas);
  });

  it('runs PostgreSQL as a 3-instance CloudNativePG cluster spread over nodes', () => {
    const cluster = find(manifests(), 'Cluster', 'pilotage-db');
    expect(cluster.spec.instances).toBe(3);
    expect(cluster.spec.affinity.enablePodAntiAffinity).toBe(true);
  });
});

describe('single-node overlay', () => {
  const manifests = () => renderKustomization(SINGLE_NODE);

  it('runs one gateway and one PostgreSQL instance, without autoscaling or drain budget', () => {
    expect(find(manifests(), 'Deployment', 'pilotage-gateway').spec.replicas).toBe(1);
    expect(find(manifests(), 'Cluster', 'pilotage-db').spec.instances).toBe(1);
    expect(findAll(manifests(), 'HorizontalPodAutoscaler')).toEqual([]);
    expect(findAll(manifests(), 'PodDisruptionBudget')).toEqual([]);
  });

  it('keeps the probes and security settings of the base', () => {
    const base = gatewayContainer(find(renderKustomization(BASE), 'Deployment', 'pilotage-gateway'));
    const single = gatewayContainer(find(manifests(), 'Deployment', 'pilotage-gateway'));
    for (const key of ['readinessProbe', 'livenessProbe', 'startupProbe', 'securityContext', 'ports', 'lifecycle']) {
      expect(single[key]).toEqual(base[key]);
    }
  });
});

describe('the schema checks catch mistakes', () => {
  const deployment = () => structuredClone(find(renderKustomization(BASE), 'Deployment', 'pilotage-gateway'));
  const cluster = () => structuredClone(find(renderKustomization(BASE), 'Cluster', 'pilotage-db'));

  it('rejects wrong types and missing required fields in built-in kinds', () => {
    const wrongType = deployment();
    wrongType.spec.replicas = 'two';
    const unnamed = deployment();
    delete unnamed.spec.template.spec.containers[0].name;
    const noSelector = deployment();
    delete noSelector.spec.selector;
    const [a, b, c] = schemaErrors([wrongType, unnamed, noSelector]);
    expect(a.join()).toMatch(/\/spec\/replicas/);
    expect(b.join()).toMatch(/name/);
    expect(c.join()).toMatch(/selector/);
  });

  it('rejects fields that Kubernetes does not define, at any depth', () => {
    const typo = deployment();
    const container = typo.spec.template.spec.containers[0];
    container.readinesProbe = container.readinessProbe;
    const [errors] = unknownFieldErrors([typo]);
    expect(errors.join()).toMatch(/readinesProbe\W* does not exist in type 'IContainer'/);
  });

  it('rejects unknown kinds and CloudNativePG fields outside the documented ones', () => {
    const tooFew = cluster();
    tooFew.spec.instances = 0;
    const typo = cluster();
    typo.spec.instance = 3;
    const badRetention = cluster();
    badRetention.spec.backup.retentionPolicy = '30 days';
    const unknown = { apiVersion: 'example.org/v1', kind: 'Widget', metadata: { name: 'w' } };
    const [a, b, c, d] = schemaErrors([tooFew, typo, badRetention, unknown]);
    expect(a.join()).toMatch(/instances/);
    expect(b.join()).toMatch(/additionalProperty.*instance/);
    expect(c.join()).toMatch(/retentionPolicy/);
    expect(d).toEqual(['no schema known for example.org/v1/Widget']);
  });
});
