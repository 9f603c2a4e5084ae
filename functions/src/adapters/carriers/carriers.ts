import { env } from '../../lib/env.ts';
import type { ChronopostAdapter, ChronopostLabels } from './chronopost.ts';
import { HttpChronopost } from './chronopost-http.ts';
import { LocalChronopost } from './chronopost-local.ts';
import type { MondialRelayAdapter } from './mondial-relay.ts';
import { HttpMondialRelay } from './mondial-relay-http.ts';
import { LocalMondialRelay } from './mondial-relay-local.ts';
import {
  WeightLimitedVignobleExport,
  type VignobleExportAdapter,
  type VignobleExportShipments,
} from './vignoble-export.ts';
import { HttpVignobleExport } from './vignoble-export-http.ts';
import { LocalVignobleExport, LocalVignobleExportShipments } from './vignoble-export-local.ts';
import { HttpChronopostLabels } from './chronopost-labels-http.ts';

export interface CarrierAdapters {
  mode: 'local' | 'http';
  mondialRelay: MondialRelayAdapter;
  vignobleExport: VignobleExportAdapter;
  chronopost: ChronopostAdapter;
  /** Shipments, labels, cancellation and tracking (ShippingServiceWS and TrackingServiceWS in `http` mode). */
  chronopostLabels: ChronopostLabels;
  /** Bookings through Vignoble Export: local only (its booking API is not recorded yet), null in `http` mode. */
  vignobleExportShipments: VignobleExportShipments | null;
}

let adapters: CarrierAdapters | undefined;

/**
 * The carrier adapters the environment chooses (`CARRIER_ADAPTERS`): local ones by default
 * (`npm start`, tests: no network), the partners' real services in AWS.
 */
export function carrierAdapters(): CarrierAdapters {
  if (!adapters) {
    const e = env();
    if (e.CARRIER_ADAPTERS === 'http') {
      const http = { timeoutMs: e.CARRIER_TIMEOUT_MS };
      adapters = {
        mode: 'http',
        mondialRelay: new HttpMondialRelay(e.MONDIAL_RELAY_URL, http),
        vignobleExport: new WeightLimitedVignobleExport(new HttpVignobleExport(e.VIGNOBLE_EXPORT_URL, http)),
        chronopost: new HttpChronopost(e.CHRONOPOST_URL, http),
        chronopostLabels: new HttpChronopostLabels(e.CHRONOPOST_URL, http),
        vignobleExportShipments: null,
      };
    } else {
      const chronopost = new LocalChronopost();
      adapters = {
        mode: 'local',
        mondialRelay: new LocalMondialRelay(),
        vignobleExport: new WeightLimitedVignobleExport(new LocalVignobleExport()),
        chronopost,
        chronopostLabels: chronopost,
        vignobleExportShipments: new LocalVignobleExportShipments(),
      };
    }
  }
  return adapters;
}

/** Tests (and the local stack) choose again after changing the environment, or put their own. */
export function setCarrierAdapters(next: CarrierAdapters | undefined): void {
  adapters = next;
}
